import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Me } from './contracts/auth'
import { KEY_LOGIN } from './login-storage'
import { createSession } from './session'

const me: Me = {
  id: 'u1',
  name: 'Ana',
  fullName: 'Ana Souza',
  email: 'ana@celeiro.app',
  language: 'pt-BR',
  role: { id: 'r1', name: 'Tesoureira', levelOrder: 3, permissions: ['VIEW_TITHING'] },
  congregation: null,
  client: {
    id: 'c1',
    name: 'Cliente',
    sigla: '',
    linkLogo: '',
    primaryColor: '',
    secondaryColor: '',
    accentColor: '',
  },
  node: { conventionId: null, fieldId: null, sectorId: null, churchId: null },
}

class MemoryStorage {
  private items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
  removeItem = (key: string) => void this.items.delete(key)
}

type Answer = { status: number; body?: unknown } | 'network'
let answers: Record<string, Answer>
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  answers = {}
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const answer = answers[url.replace('/api', '')]
      if (!answer || answer === 'network') return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.resolve(json(answer.status, answer.body))
    }),
  )
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const storeLogin = (user: unknown = me) =>
  localStorage.setItem(
    KEY_LOGIN,
    JSON.stringify({ token: 't0k3n', expiresAt: '2030-01-01T00:00:00Z', user }),
  )
const unauthorized = { status: 401, body: { message: 'Sessão expirada.', code: 'unauthenticated' } }

describe('the session store', () => {
  it('signs in: stores the whole login answer and exposes the user', async () => {
    answers['/auth/v1/login'] = {
      status: 200,
      body: { data: { token: 't0k3n', expiresAt: '2030-01-01T00:00:00Z', user: me } },
    }
    const session = createSession()
    expect(session.getSnapshot().status).toBe('signed-out')
    await session.signIn({ email: me.email, password: 'x' })
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', user: { id: 'u1' } })
    expect(JSON.parse(localStorage.getItem(KEY_LOGIN) ?? '{}')).toMatchObject({
      token: 't0k3n',
      user: { email: me.email },
    })
  })

  it('without a stored login there is no user', async () => {
    const session = createSession()
    expect(await session.ensureUser()).toBeNull()
    expect(session.getSnapshot().status).toBe('signed-out')
  })

  it('opens with the cached user at once and refreshes it in the background', async () => {
    storeLogin()
    answers['/auth/v1/me'] = { status: 200, body: { data: [{ ...me, name: 'Ana Maria' }] } }
    const session = createSession()
    const seen: string[] = []
    session.subscribe(() => seen.push(session.getSnapshot().user?.name ?? '-'))
    expect((await session.ensureUser())?.name).toBe('Ana')
    await vi.waitFor(() => expect(session.getSnapshot().user?.name).toBe('Ana Maria'))
    expect(seen).toEqual(['Ana', 'Ana Maria'])
    expect(JSON.parse(localStorage.getItem(KEY_LOGIN) ?? '{}')).toMatchObject({
      token: 't0k3n',
      user: { name: 'Ana Maria' },
    })
  })

  it('the same user fetched again keeps its object and tells no one (the shell is not redrawn)', async () => {
    storeLogin()
    answers['/auth/v1/me'] = { status: 200, body: { data: [me] } }
    const session = createSession()
    let told = 0
    session.subscribe(() => told++)
    const cached = await session.ensureUser()
    await session.refresh()
    expect(session.getSnapshot().user).toBe(cached)
    expect(told).toBe(1) // 'loading' → signed in with the cached user; the refresh changed nothing
    answers['/auth/v1/me'] = { status: 200, body: { data: [{ ...me, name: 'Ana Maria' }] } }
    await session.refresh()
    expect(session.getSnapshot().user?.name).toBe('Ana Maria')
    expect(told).toBe(2)
  })

  it('a 401 on me clears the login, runs the unauthorized handler and clears the user', async () => {
    storeLogin()
    answers['/auth/v1/me'] = unauthorized
    const session = createSession()
    const handler = vi.fn()
    session.onUnauthorized(handler)
    expect(await session.refresh()).toBeNull()
    expect(handler).toHaveBeenCalledOnce()
    expect(localStorage.getItem(KEY_LOGIN)).toBeNull()
    expect(session.getSnapshot()).toEqual({ status: 'signed-out', user: null, offline: false })
  })

  it('offline, me failing keeps the cached user and marks the session offline', async () => {
    storeLogin()
    answers['/auth/v1/me'] = 'network'
    const session = createSession()
    expect((await session.refresh())?.id).toBe('u1')
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', offline: true })
    expect(localStorage.getItem(KEY_LOGIN)).not.toBeNull()
  })

  it('fetches me when no usable user is cached, and a malformed cache is not trusted', async () => {
    storeLogin({ id: 'u1', email: me.email })
    answers['/auth/v1/me'] = { status: 200, body: { data: me } }
    const session = createSession()
    expect((await session.ensureUser())?.name).toBe('Ana')
  })

  it('the periodic check: 401 signs out, a network error keeps going', async () => {
    storeLogin()
    const session = createSession()
    answers['/auth/v1/check-login'] = 'network'
    expect(await session.checkToken()).toBe(true)
    answers['/auth/v1/check-login'] = { status: 200, body: true }
    expect(await session.checkToken()).toBe(true)
    answers['/auth/v1/check-login'] = unauthorized
    expect(await session.checkToken()).toBe(false)
    expect(localStorage.getItem(KEY_LOGIN)).toBeNull()
    expect(await session.checkToken()).toBe(false)
  })

  it('signing out clears the session even when the server call fails, and rethrows', async () => {
    storeLogin()
    answers['/auth/v1/logout'] = 'network'
    const session = createSession()
    await session.ensureUser()
    await expect(session.signOut()).rejects.toThrow()
    expect(localStorage.getItem(KEY_LOGIN)).toBeNull()
    expect(session.getSnapshot().status).toBe('signed-out')
  })
})
