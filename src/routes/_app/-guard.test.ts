import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { SessionStore, SessionUser } from '../../../sync'
import { requireView } from './-guard'

function contextWith(user: Pick<SessionUser, 'role'> | null) {
  const session = { ensureUser: () => Promise.resolve(user) } as unknown as SessionStore
  return { context: { session } }
}
const role = (permissions: string[]) => ({
  role: { id: 'r', name: 'R', levelOrder: 2, permissions },
})

async function outcome(run: Promise<void>): Promise<string> {
  try {
    await run
    return 'allowed'
  } catch (error) {
    if (isRedirect(error)) return `redirect ${String(error.options.to)}`
    throw error
  }
}

describe('requireView', () => {
  it('lets a user with the VIEW permission through', async () => {
    expect(await outcome(requireView('VIEW_USERS')(contextWith(role(['VIEW_USERS']))))).toBe(
      'allowed',
    )
  })

  it('sends a user without it to /unauthorized, even with ADD/EDIT/DELETE', async () => {
    const user = role(['ADD_USERS', 'EDIT_USERS', 'DELETE_USERS', 'VIEW_MEMBER'])
    expect(await outcome(requireView('VIEW_USERS')(contextWith(user)))).toBe(
      'redirect /unauthorized',
    )
  })

  it('lets only an administrator (level 0) into a screen the server shows to them alone', async () => {
    const guard = requireView('VIEW_USERS', { administratorsOnly: true })
    expect(await outcome(guard(contextWith(role(['VIEW_USERS']))))).toBe('redirect /unauthorized')
    const administrator = {
      role: { id: 'a', name: 'A', levelOrder: 0, permissions: ['VIEW_USERS'] },
    }
    expect(await outcome(guard(contextWith(administrator)))).toBe('allowed')
  })

  it('sends a signed-out visitor to /login', async () => {
    expect(await outcome(requireView('VIEW_MEMBER')(contextWith(null)))).toBe('redirect /login')
  })
})
