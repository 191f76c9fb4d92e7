// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Sync from '../../../../sync'
import type { ChurchDirectoryEntry, Member } from '../../../../sync'
import { indexHierarchy } from '../../../components/mirror/use-hierarchy'
import { TransferDialog } from './transfer-dialog'

const mutate = vi.hoisted(() => vi.fn(() => Promise.resolve()))
const fetchChurchDirectory = vi.hoisted(() => vi.fn<() => Promise<ChurchDirectoryEntry[]>>())
vi.mock('../../../../sync', async (original) => {
  const real = await original<typeof Sync>()
  const snapshot = {
    status: 'signedIn',
    user: { id: '01a22526-0000-7000-8000-0000000000aa' },
    offline: false,
  }
  return {
    ...real,
    mutate,
    fetchChurchDirectory,
    session: { ...real.session, subscribe: () => () => {}, getSnapshot: () => snapshot },
  }
})
vi.mock('../../../lib/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn() } }))

const CV = '01a22526-0000-7000-8000-000000000001'
const F1 = '01a22526-0000-7000-8000-000000000002'
const F2 = '01a22526-0000-7000-8000-000000000003'
const S1 = '01a22526-0000-7000-8000-000000000004'
const S2 = '01a22526-0000-7000-8000-000000000005'
const SEDE = '01a22526-0000-7000-8000-000000000006'
const RP = '01a22526-0000-7000-8000-000000000007'
const M1 = '01a22526-0000-7000-8000-000000000008'

// A church-level user's mirror: her own church only (no convention, field or sector rows).
const hierarchy = indexHierarchy({
  conventions: [],
  fields: [],
  sectors: [],
  churches: [
    { id: SEDE, name: 'Igreja Sede Campinas', conventionId: CV, fieldId: F1, sectorId: S1 },
  ],
} as unknown as Parameters<typeof indexHierarchy>[0])

const directory: ChurchDirectoryEntry[] = [
  {
    id: SEDE,
    name: 'Igreja Sede Campinas',
    conventionId: CV,
    conventionName: 'Convenção Paulista',
    fieldId: F1,
    fieldName: 'Campo de Campinas',
    sectorId: S1,
    sectorName: 'Setor Norte',
  },
  {
    id: RP,
    name: 'Igreja Sede Ribeirão Preto',
    conventionId: CV,
    conventionName: 'Convenção Paulista',
    fieldId: F2,
    fieldName: 'Campo de Ribeirão Preto',
    sectorId: S2,
    sectorName: 'Setor Centro',
  },
]

const member = {
  id: M1,
  name: 'Maria',
  surname: 'Souza',
  churchId: SEDE,
  conventionId: CV,
  fieldId: F1,
  sectorId: S1,
  status: 'active',
} as Member

beforeEach(() => {
  localStorage.clear()
  mutate.mockClear()
  fetchChurchDirectory.mockReset()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

function renderDialog() {
  act(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <TransferDialog
          member={member}
          hierarchy={hierarchy}
          treasury={false}
          open
          onOpenChange={vi.fn()}
        />
      </ChakraProvider>
    </I18nProvider>,
  )
}

const optionsOf = (name: RegExp) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((o) => o.textContent)

// Issue 50: the choices came from the mirror only; a church-level user was offered no church.
describe('the transfer dialog of a church-level user', { timeout: 20_000 }, () => {
  it('offers every church of the organisation, in another field too, and transfers there', async () => {
    fetchChurchDirectory.mockResolvedValue(directory)
    renderDialog()
    await settle()
    expect(optionsOf(/^Igreja/)).toContain('Igreja Sede Ribeirão Preto')
    expect(optionsOf(/Campo eclesiástico/)).toEqual(
      expect.arrayContaining(['Campo de Campinas', 'Campo de Ribeirão Preto']),
    )
    expect(screen.queryByTestId('transfer-directory-note')).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: /^Igreja/ }), { target: { value: RP } })
    await settle()
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }))
    await settle()
    expect((await screen.findByTestId('transfer-confirm')).textContent).toContain(
      'Igreja Sede Ribeirão Preto',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar transferência' }))
    await vi.waitFor(() => expect(mutate).toHaveBeenCalledOnce())
    const [, args] = mutate.mock.calls[0] as unknown as [string, { to: Record<string, unknown> }]
    expect(args.to).toMatchObject({ conventionId: CV, churchId: RP })
  })

  it('offline before any answer: says only this device’s churches are offered', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderDialog()
    await settle()
    expect(fetchChurchDirectory).not.toHaveBeenCalled()
    expect(screen.getByTestId('transfer-directory-note').textContent).toMatch(/Sem conexão/)
    expect(optionsOf(/^Igreja/)).not.toContain('Igreja Sede Ribeirão Preto')
  })

  it('offline after an answer: the directory kept on the device still offers every church', async () => {
    fetchChurchDirectory.mockResolvedValue(directory)
    renderDialog()
    await settle()
    cleanup()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    fetchChurchDirectory.mockClear()
    renderDialog()
    await settle()
    expect(fetchChurchDirectory).not.toHaveBeenCalled()
    expect(optionsOf(/^Igreja/)).toContain('Igreja Sede Ribeirão Preto')
  })
})
