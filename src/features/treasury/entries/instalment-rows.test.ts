import { describe, expect, it } from 'vitest'
import type { Expense, Payment } from '../../../../sync'
import { instalmentsIn } from './instalment-rows'

const entry = {
  id: 'e1',
  amount: 100_00,
  dueDate: '2026-01-31',
  recurrence: 'mensal',
  endDate: '2026-12-31',
} as unknown as Expense
const pay = (instalmentDate: string, amount: number) =>
  ({
    id: `${instalmentDate}-${amount}`,
    entryId: 'e1',
    instalmentDate,
    amount,
    date: instalmentDate,
  }) as Payment

describe('instalments of the budgets view', () => {
  it('expands a monthly entry (month ends kept) and filters by month or year', () => {
    const all = instalmentsIn([{ row: entry, payments: [] }], '2026')
    expect(all.map((i) => i.dueDate).slice(0, 3)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ])
    expect(all).toHaveLength(12)
    expect(all.every((i) => i.of === 12)).toBe(true)
    const feb = instalmentsIn([{ row: entry, payments: [] }], '2026-02')
    expect(feb.map((i) => [i.number, i.dueDate])).toEqual([[2, '2026-02-28']])
    expect(instalmentsIn([{ row: entry, payments: [] }], '2027')).toEqual([])
  })

  it('shows partial and full realization per instalment', () => {
    const rows = instalmentsIn(
      [
        {
          row: entry,
          payments: [pay('2026-02-28', 40_00), pay('2026-03-31', 60_00), pay('2026-03-31', 40_00)],
        },
      ],
      '2026',
    )
    const [jan, feb, mar] = rows
    expect(jan).toMatchObject({ status: 'open', paid: 0, remaining: 100_00 })
    expect(feb).toMatchObject({ status: 'partial', paid: 40_00, remaining: 60_00 })
    expect(mar).toMatchObject({ status: 'realized', paid: 100_00, remaining: 0 })
    expect(mar?.payments).toHaveLength(2)
  })
})
