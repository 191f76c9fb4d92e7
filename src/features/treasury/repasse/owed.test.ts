import { describe, expect, it } from 'vitest'
import type { Payment, RepasseRegister, Revenue, Tithe } from '../../../../sync'
import { owedByChurch } from './owed'

const tithe = (churchId: string, amount: number, date = '2026-10-05') =>
  ({ id: `${churchId}-${amount}-${date}`, churchId, amount, date }) as Tithe
const revenue = (id: string, churchId: string, withoutRepasse: boolean, bp: number | null = null) =>
  ({ id, churchId, withoutRepasse, repassePercentBp: bp }) as Revenue
const receipt = (entryId: string, churchId: string, amount: number, date = '2026-10-10') =>
  ({ id: `r-${entryId}-${amount}`, entryId, churchId, amount, date }) as Payment

describe('repasse owed per church', () => {
  it('takes tithes and receipts of revenues with repasse in the period, at the percentage', () => {
    const rows = owedByChurch({
      churchIds: ['a', 'b'],
      period: '2026-10',
      bp: 1000,
      recipient: 'field',
      tithes: [
        tithe('a', 100_00),
        tithe('a', 33_33),
        tithe('a', 50_00, '2026-09-30'),
        tithe('b', 1),
      ],
      revenues: [
        revenue('r1', 'a', false),
        revenue('r2', 'a', true),
        revenue('r3', 'a', false, 2000),
      ],
      receipts: [receipt('r1', 'a', 10_00), receipt('r2', 'a', 999_99), receipt('r3', 'a', 10_00)],
      registers: [
        {
          id: 'g',
          churchId: 'a',
          period: '2026-10',
          category: 'field',
          expenseId: 'x',
        } as RepasseRegister,
      ],
      expensePayments: [receipt('x', 'a', 5_00), receipt('y', 'a', 7_00)],
    })
    // a: base 100,00 + 33,33 + 10,00 + 10,00 = 153,33; owed = 14,333 + 2,00 = 16,333 -> 16,33
    expect(rows[0]).toMatchObject({ churchId: 'a', base: 153_33, owed: 16_33, paid: 5_00 })
    expect(rows[0]?.register?.id).toBe('g')
    // b: 0,01 at 10 % rounds to 0
    expect(rows[1]).toMatchObject({ churchId: 'b', base: 1, owed: 0, register: null, paid: 0 })
  })
})
