// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as Sync from '../../../../sync'
import type { Member } from '../../../../sync'
import { indexHierarchy } from '../../../components/mirror/use-hierarchy'
import { TransferDialog } from './transfer-dialog'

const mutate = vi.hoisted(() => vi.fn(() => Promise.resolve()))
const success = vi.hoisted(() => vi.fn())
vi.mock('../../../../sync', async (original) => ({
  ...(await original<typeof Sync>()),
  mutate,
}))
vi.mock('../../../lib/toaster', () => ({ notify: { success, error: vi.fn() } }))

const CV = '01a22525-0000-7000-8000-000000000001'
const C1 = '01a22525-0000-7000-8000-000000000002'
const C2 = '01a22525-0000-7000-8000-000000000003'
const M1 = '01a22525-0000-7000-8000-000000000004'

const hierarchy = indexHierarchy({
  conventions: [{ id: CV, name: 'Convenção Paulista' }],
  fields: [],
  sectors: [],
  churches: [
    { id: C1, name: 'Igreja Sede Campinas', conventionId: CV, fieldId: null, sectorId: null },
    {
      id: C2,
      name: 'Congregação São Bernardo',
      conventionId: CV,
      fieldId: null,
      sectorId: null,
    },
  ],
} as unknown as Parameters<typeof indexHierarchy>[0])

const member = {
  id: M1,
  name: 'Maria',
  surname: 'Souza',
  churchId: C1,
  conventionId: CV,
  status: 'active',
} as Member

afterEach(cleanup)

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

// Issue 48: a transfer was recorded at once, with no word of who went where.
describe('transferring a member', { timeout: 20_000 }, () => {
  it('asks first, naming the member and the church, then says it was recorded', async () => {
    act(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
    const onOpenChange = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <TransferDialog
            member={member}
            hierarchy={hierarchy}
            treasury={false}
            open
            onOpenChange={onOpenChange}
          />
        </ChakraProvider>
      </I18nProvider>,
    )
    await settle()
    fireEvent.change(screen.getByRole('combobox', { name: /Igreja/ }), { target: { value: C2 } })
    await settle()
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }))
    await settle()
    expect(mutate).not.toHaveBeenCalled()
    const question = await screen.findByTestId('transfer-confirm')
    expect(question.textContent).toContain('Maria Souza')
    expect(question.textContent).toContain('Congregação São Bernardo')

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar transferência' }))
    await vi.waitFor(() => expect(mutate).toHaveBeenCalledOnce())
    const [name, args] = (mutate.mock.calls[0] ?? []) as unknown as [
      string,
      { memberId: string; to: { churchId: string } },
    ]
    expect(name).toBe('member.transfer')
    expect(args.memberId).toBe(M1)
    expect(args.to.churchId).toBe(C2)
    await vi.waitFor(() => expect(success).toHaveBeenCalledOnce())
    expect(success.mock.calls[0]?.[0]).toMatch(/Maria Souza.*Congregação São Bernardo/)
  })
})
