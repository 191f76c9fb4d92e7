// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as SyncModule from '../../../sync'
import { LogoutScreen } from './logout-screen'

const mocks = vi.hoisted(() => ({
  pending: 0,
  calls: [] as string[],
  navigate: vi.fn(),
  back: vi.fn(),
}))

vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => mocks.navigate,
  useRouter: () => ({ history: { back: mocks.back } }),
}))

vi.mock('../../../sync', async (importOriginal) => {
  const actual = await importOriginal<typeof SyncModule>()
  return {
    ...actual,
    pendingCount: vi.fn(() => Promise.resolve(mocks.pending)),
    wipeUserData: vi.fn((userId: string) => {
      mocks.calls.push(`wipe ${userId}`)
      return Promise.resolve()
    }),
    readLogin: () => ({ token: 't', user: { id: 'u1', email: 'a@b.co' } }),
    session: {
      getSnapshot: () => ({ user: null }),
      signOut: vi.fn(() => {
        mocks.calls.push('signOut')
        return Promise.resolve()
      }),
    },
  }
})

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <LogoutScreen />
      </ChakraProvider>
    </I18nProvider>,
  )
}

beforeAll(() => {
  configure({ asyncUtilTimeout: 5_000 })
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
})
beforeEach(() => {
  mocks.calls.length = 0
  vi.clearAllMocks()
})
afterEach(cleanup)

describe('LogoutScreen', { timeout: 30_000 }, () => {
  it('without unsent changes: server logout, then the device data is wiped, then /login', async () => {
    mocks.pending = 0
    show()
    await waitFor(() =>
      expect(mocks.navigate).toHaveBeenCalledWith({ to: '/login', replace: true }),
    )
    expect(mocks.calls).toEqual(['signOut', 'wipe u1'])
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('with unsent changes: warns; Cancel goes back without signing out', async () => {
    mocks.pending = 2
    show()
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByTestId('logout-pending-warning').textContent).toBe(
      'Você tem 2 alterações ainda não enviadas; se sair agora, elas serão perdidas.',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    // No page to go back to in this test: home.
    expect(mocks.navigate).toHaveBeenCalledWith({ to: '/', replace: true })
    expect(mocks.calls).toEqual([])
  })

  it('with unsent changes: Leave anyway signs out and wipes', async () => {
    mocks.pending = 1
    show()
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair mesmo assim' }))
    await waitFor(() => expect(mocks.calls).toEqual(['signOut', 'wipe u1']))
    await waitFor(() =>
      expect(mocks.navigate).toHaveBeenCalledWith({ to: '/login', replace: true }),
    )
  })
})
