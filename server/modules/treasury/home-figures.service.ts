import { and, isNull, like, sql } from 'drizzle-orm'
import { CATALOG } from '../../../sync/contracts/catalog'
import { hasPermission } from '../../../sync/contracts/permissions'
import type { HomeFiguresAnswer } from '../../../sync/contracts/treasury/home-figures'
import { scopeWhere } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { paymentMonthTotals, receiptMonthTotals, titheMonthTotals } from '../../db/schema'

/** Each money figure of the home, the monthly totals it sums and the entity whose permission reads them. */
const SOURCES = {
  tithes: { table: titheMonthTotals, entity: 'titheMonthTotals' },
  receipts: { table: receiptMonthTotals, entity: 'receiptMonthTotals' },
  payments: { table: paymentMonthTotals, entity: 'paymentMonthTotals' },
} as const

/**
 * The sums per month of `year` of the home's money figures over the user's place (the same rows
 * and the same permission a sync gives the device: sync/contracts/treasury/home-figures.ts).
 */
export async function homeFigures(
  db: DbOrTx,
  auth: AuthContext,
  year: number,
): Promise<HomeFiguresAnswer> {
  const sums = async (key: keyof typeof SOURCES): Promise<number[] | null> => {
    const { table, entity } = SOURCES[key]
    if (!hasPermission(auth.permissions, CATALOG[entity].readPermission)) return null
    const rows = await db
      .select({ month: table.month, amount: sql<string>`sum(${table.amount})` })
      .from(table)
      .where(
        and(
          scopeWhere(auth, table),
          isNull(table.deletedAt),
          like(table.month, `${String(year)}-%`),
        ),
      )
      .groupBy(table.month)
    const months = new Array<number>(12).fill(0)
    for (const row of rows) months[Number(row.month.slice(5, 7)) - 1] = Number(row.amount)
    return months
  }
  const [tithes, receipts, payments] = await Promise.all([
    sums('tithes'),
    sums('receipts'),
    sums('payments'),
  ])
  return { tithes, receipts, payments }
}
