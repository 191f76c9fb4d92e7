import { v7 as uuidv7 } from 'uuid'
import { addDays, addMonths } from '../../sync/contracts/dates'
import { periodOf, type PaymentMethod } from '../../sync/contracts/treasury'
import { scopeOf, type ChurchLike, type DemoLedger } from './demo-ledger'

/** Sundays from `from` to `to` (inclusive). */
function sundays(from: string, to: string): string[] {
  const start = new Date(`${from}T12:00:00Z`)
  const first = addDays(from, (7 - start.getUTCDay()) % 7)
  const out: string[] = []
  for (let d = first; d <= to; d = addDays(d, 7)) out.push(d)
  return out
}

const METHODS: PaymentMethod[] = [
  'dinheiro',
  'pix',
  'pix',
  'pix',
  'cartao_de_debito',
  'transferencia',
]

/**
 * A church's tithes over the 12 months from `firstMonth`: each tithing member gives once a
 * month, on a Sunday; anonymous offerings every Sunday. Then its tithe budgets: the year and
 * each month of the current year, a little above what came in. `size`: the church's scale.
 */
export function demoTithes(
  ledger: DemoLedger,
  church: ChurchLike,
  memberIds: string[],
  firstMonth: string,
  size: number,
): void {
  const { today, rand } = ledger
  const scope = scopeOf(church)
  const services = sundays(firstMonth, today)
  const tithers = memberIds.filter(() => rand.next() < 0.6)
  const monthly = new Map<string, number>()
  for (let m = 0; m < 12; m++) {
    const period = periodOf(addMonths(firstMonth, m))
    const days = services.filter((d) => periodOf(d) === period)
    if (days.length === 0) continue
    for (const memberId of tithers) {
      if (rand.next() < 0.15) continue // a month without tithe: some members show as pending
      const amount = rand.int(40, 900) * 100 + rand.pick([0, 0, 50])
      ledger.tithes.push({
        id: uuidv7(),
        ...scope,
        memberId,
        amount,
        date: rand.pick(days),
        paymentMethod: rand.pick(METHODS),
        notes: '',
      })
      monthly.set(period, (monthly.get(period) ?? 0) + amount)
    }
    for (const day of days) {
      const amount = Math.round(rand.int(8_000, 60_000) * size) + rand.int(0, 99)
      ledger.tithes.push({
        id: uuidv7(),
        ...scope,
        memberId: null,
        amount,
        date: day,
        paymentMethod: rand.pick(['dinheiro', 'pix'] as const),
        notes: 'Oferta do culto',
      })
      monthly.set(period, (monthly.get(period) ?? 0) + amount)
    }
  }

  const year = Number(today.slice(0, 4))
  const average =
    [...monthly.values()].reduce((a, b) => a + b, 0) / Math.max(1, monthly.size) || 100_000
  for (let month = 1; month <= 12; month++)
    ledger.budgets.push({
      id: uuidv7(),
      ...scope,
      year,
      month,
      amount: Math.round((average * 1.1) / 1000) * 1000,
    })
  ledger.budgets.push({
    id: uuidv7(),
    ...scope,
    year,
    month: null,
    amount: Math.round((average * 12 * 1.1) / 1000) * 1000,
  })
}
