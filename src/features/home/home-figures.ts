import type { MirrorTable } from '../../../sync'

/**
 * The home screen's figures, read from the mirror through its indexes (sync/engine/device-registry.ts):
 * only the year's rows of a dated table, the year's repasse registers, member counts from index keys.
 * The mirror holds what the user may see, so every total is of their place in the hierarchy.
 */
export interface MonthAndYear {
  /** Centavos of the current month. */
  month: number
  /** Centavos of the calendar year, up to the current month included. */
  year: number
}

/** Sums `amount` of the rows dated in `today`'s year (one read), and those of its month. */
export async function sumMonthAndYear<E extends 'tithes' | 'revenueReceipts' | 'expensePayments'>(
  table: MirrorTable<E>,
  today: string,
): Promise<MonthAndYear> {
  const year = today.slice(0, 4)
  const month = today.slice(0, 7)
  const rows = await table
    .where('date')
    .between(`${year}-01-01`, `${year}-12-31`, true, true)
    .toArray()
  const sums = { month: 0, year: 0 }
  for (const row of rows) {
    sums.year += row.amount
    if (row.date.startsWith(month)) sums.month += row.amount
  }
  return sums
}

export interface RepasseFigures {
  /** What the year's registers owe up the hierarchy (their generated expenses). */
  owed: number
  /** What was paid of those expenses. */
  paid: number
}

/** The repasse of `year`'s periods: owed by its registers, paid through their expenses. */
export async function repasseOfYear(
  registers: MirrorTable<'repasseRegisters'>,
  payments: MirrorTable<'expensePayments'> | null,
  year: string,
): Promise<RepasseFigures> {
  const rows = await registers
    .where('period')
    .between(`${year}-01`, `${year}-12`, true, true)
    .toArray()
  const owed = rows.reduce((sum, r) => sum + r.expenseAmount, 0)
  if (!payments || rows.length === 0) return { owed, paid: 0 }
  const paidRows = await payments
    .where('entryId')
    .anyOf(rows.map((r) => r.expenseId))
    .toArray()
  return { owed, paid: paidRows.reduce((sum, p) => sum + p.amount, 0) }
}

export interface PeopleFigures {
  active: number
  visitors: number
  /** Self-registrations waiting for the church's approval. */
  awaitingApproval: number
}

/** Counts from the `status` and `approval` index keys (no rows read). */
export async function countPeople(members: MirrorTable<'members'>): Promise<PeopleFigures> {
  const [active, visitors, awaitingApproval] = await Promise.all([
    members.where('status').equals('active').count(),
    members.where('status').equals('visitor').count(),
    members.where('approval').equals('pending').count(),
  ])
  return { active, visitors, awaitingApproval }
}
