import type { PaymentMethod } from '../contracts/treasury/fields'
import type { CashCount } from '../contracts/treasury/closings'

/**
 * The figures of a service closing (issue 16): the session's entries by method, the cash they
 * add up to, the cash counted by note and coin, and the difference. Pure, shared by the device
 * (what the counters see before confirming, the PDF) and the server (what it records).
 */

export interface ClosingTithe {
  id: string
  amount: number
  paymentMethod: PaymentMethod
}

export interface ClosingFigures {
  entries: number
  expectedCash: number
  countedCash: number
  difference: number
  byMethod: { method: PaymentMethod; count: number; total: number }[]
}

export const countedCash = (counts: readonly CashCount[]): number =>
  counts.reduce((sum, c) => sum + c.denomination * c.quantity, 0)

export function closingFigures(
  titheIds: readonly string[],
  tithes: readonly ClosingTithe[],
  counts: readonly CashCount[],
): ClosingFigures {
  const byId = new Map(tithes.map((t) => [t.id, t]))
  const methods = new Map<PaymentMethod, { method: PaymentMethod; count: number; total: number }>()
  let entries = 0
  for (const id of new Set(titheIds)) {
    const tithe = byId.get(id)
    if (!tithe) continue
    entries += 1
    const sum = methods.get(tithe.paymentMethod) ?? {
      method: tithe.paymentMethod,
      count: 0,
      total: 0,
    }
    sum.count += 1
    sum.total += tithe.amount
    methods.set(tithe.paymentMethod, sum)
  }
  const expectedCash = methods.get('dinheiro')?.total ?? 0
  const counted = countedCash(counts)
  return {
    entries,
    expectedCash,
    countedCash: counted,
    difference: counted - expectedCash,
    byMethod: [...methods.values()].sort((a, b) => b.total - a.total),
  }
}
