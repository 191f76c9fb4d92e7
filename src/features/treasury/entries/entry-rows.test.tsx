// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, renderHook, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { realize, type Expense, type Payment } from '../../../../sync'
import { ListCards } from '../../../components/list-screen'
import { useEntryColumns } from './entry-columns'
import { entryRowModel } from './entry-row-model'
import { entryAmountText, entryInstalmentText } from './entry-row-texts'
import type { EntryWithRealization } from './use-entries'

/** A hall rented at R$ 450,00 a month for 13 months (R$ 5.850,00 in all), two months paid. */
const rent = {
  id: 'e1',
  churchId: 'c1',
  code: 17,
  codeYear: 2026,
  amount: 450_00,
  category: 'maintenance',
  description: 'Aluguel do salão',
  dueDate: '2026-01-10',
  recurrence: 'mensal',
  endDate: '2027-01-10',
} as unknown as Expense
const paid = (instalmentDate: string) =>
  ({
    id: instalmentDate,
    entryId: 'e1',
    instalmentDate,
    amount: 450_00,
    date: instalmentDate,
  }) as Payment

function withRealization(row: Expense, payments: Payment[]): EntryWithRealization {
  const r = realize(row, payments, '2026-12-31')
  return {
    row,
    payments,
    expected: r.expected,
    realized: r.realized,
    status: r.realized > 0 ? 'partial' : 'open',
    instalments: r.instalments,
    overdueSince: null,
  }
}
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
  </I18nProvider>
)

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
})
afterEach(cleanup)

describe('a revenue or expense row', () => {
  const entry = withRealization(rent, [paid('2026-01-10'), paid('2026-02-10')])

  it('of a bill that recurs until cancelled: per month, "parcela 3" with no total', () => {
    const open = withRealization({ ...rent, endDate: null }, [
      paid('2026-01-10'),
      paid('2026-02-10'),
    ])
    const model = entryRowModel(open, 'Manutenção')
    expect(model).toMatchObject({ instalments: null, dueDate: '2026-03-10', dueNumber: 3 })
    expect(plain(entryAmountText(model))).toBe('R$ 450,00 por mês')
    expect(entryInstalmentText(model)).toBe('parcela 3')
  })

  it('is one instalment a month, due on the first one not paid, not the sum of the 13', () => {
    const model = entryRowModel(entry, 'Manutenção')
    expect(entry.expected).toBe(5_850_00)
    expect(model).toMatchObject({
      title: 'Aluguel do salão',
      kindLabel: 'Manutenção',
      code: '17/2026',
      amount: 450_00,
      instalments: 13,
      dueDate: '2026-03-10',
      dueNumber: 3,
    })
    expect(plain(entryAmountText(model))).toBe('R$ 450,00 por mês')
    expect(entryInstalmentText(model)).toBe('parcela 3 de 13')
  })

  it('of a single entry is its amount, with no instalment; with no description, its category', () => {
    const single = withRealization(
      { ...rent, description: '', recurrence: 'unico', endDate: null },
      [],
    )
    const model = entryRowModel(single, 'Manutenção')
    expect(model).toMatchObject({ title: 'Manutenção', kindLabel: null, dueDate: '2026-01-10' })
    expect(plain(entryAmountText(model))).toBe('R$ 450,00')
    expect(entryInstalmentText(model)).toBeNull()
  })

  it('all paid: the last due date', () => {
    const done = withRealization({ ...rent, endDate: '2026-02-10' }, [
      paid('2026-01-10'),
      paid('2026-02-10'),
    ])
    expect(entryRowModel(done, 'Manutenção')).toMatchObject({ dueDate: '2026-02-10', dueNumber: 2 })
  })

  it("a phone's card leads with the description; the code is secondary; the instalment and next due date show", () => {
    const { result } = renderHook(
      () =>
        useEntryColumns({
          kind: 'expense',
          what: () => 'Manutenção',
          churchName: () => 'Congregação São Bernardo',
          label: (e) => e.row.description,
        }),
      { wrapper },
    )
    render(
      <ListCards
        columns={result.current}
        rows={[entry]}
        getRowId={(e) => e.row.id}
        getRowLabel={(e) => e.row.description}
        onView={() => undefined}
      />,
      { wrapper },
    )
    const card = screen.getByTestId('list-card')
    const title = within(card).getByRole('button', { name: 'Ver Aluguel do salão' })
    expect(plain(title.textContent)).toBe('Aluguel do salãoManutenção · 17/2026')
    const lines = [...card.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      plain(dt.nextElementSibling?.textContent),
    ])
    expect(lines).toEqual([
      ['Igreja', 'Congregação São Bernardo'],
      ['Vencimento', '10/03/2026parcela 3 de 13'],
      ['Valor', 'R$ 450,00 por mês'],
      ['Situação', 'Parcial'],
    ])
    expect(plain(card.textContent)).not.toContain('5.850')
  })
})
