import { assetBalance, type MirrorTable, type MovementLike } from '../../../sync'
import { rowsByKeys } from '../../components/mirror'
export { monthAndYearOf, type MonthAndYear } from '../../lib/month-and-year'

/**
 * The home screen's figures, read from the mirror through its indexes (sync/engine/device-registry.ts):
 * the year's monthly totals of tithes, receipts and payments, the year's repasse registers,
 * member counts from index keys.
 * The mirror holds what the user may see, so every total is of their place in the hierarchy.
 */

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
  const paidRows = await rowsByKeys(
    payments,
    'entryId',
    rows.map((r) => r.expenseId),
  )
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

export interface InventoryFigures {
  /** What the live assets hold, valued at their average entry price (sync/rules/assets.ts). */
  value: number
  /** Tagged pieces of those assets. */
  items: number
}

/** The inventory's value and tagged items, from the movements and items of the live assets. */
export async function inventoryOf(
  assets: MirrorTable<'assets'>,
  movements: MirrorTable<'assetMovements'>,
  items: MirrorTable<'assetItems'>,
): Promise<InventoryFigures> {
  const live = new Set(await assets.toCollection().primaryKeys())
  const byAsset = new Map<string, MovementLike[]>()
  for (const m of await movements.toArray())
    if (live.has(m.assetId)) byAsset.set(m.assetId, [...(byAsset.get(m.assetId) ?? []), m])
  let value = 0
  for (const list of byAsset.values()) value += assetBalance(list).totalValue
  const tagged = (await items.toArray()).filter((i) => live.has(i.assetId)).length
  return { value, items: tagged }
}

export interface DebtFigures {
  /** Open liabilities due by the end of `today`'s month (the overdue ones included). */
  dueThisMonth: number
  /** Every open liability. */
  open: number
  /** How many open ones are past their due date. */
  overdue: number
}

/** What the church owes: open liabilities, those due this month and the overdue ones. */
export async function debtsOf(
  liabilities: MirrorTable<'liabilities'>,
  today: string,
): Promise<DebtFigures> {
  const monthEnd = `${today.slice(0, 7)}-31`
  const figures: DebtFigures = { dueThisMonth: 0, open: 0, overdue: 0 }
  for (const l of await liabilities.toArray()) {
    if (l.settledOn) continue
    figures.open += l.value
    if (l.dueDate <= monthEnd) figures.dueThisMonth += l.value
    if (l.dueDate < today) figures.overdue += 1
  }
  return figures
}
