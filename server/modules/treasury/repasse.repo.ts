import { and, between, eq, inArray, isNull } from 'drizzle-orm'
import type { RepasseRegisterCreate } from '../../../sync/contracts/treasury'
import type { DbOrTx } from '../../db/client'
import {
  expensePayments,
  repasseRegisters,
  revenueReceipts,
  revenues,
  tithes,
} from '../../db/schema'

/** The rows a church's repasse of a period is computed from (live ones, dates from..to inclusive). */
export async function repasseSourceRows(db: DbOrTx, churchId: string, from: string, to: string) {
  const inPeriod = (table: typeof tithes | typeof revenueReceipts) =>
    and(eq(table.churchId, churchId), between(table.date, from, to), isNull(table.deletedAt))
  const [periodTithes, receipts] = await Promise.all([
    db
      .select({ id: tithes.id, amount: tithes.amount, date: tithes.date })
      .from(tithes)
      .where(inPeriod(tithes)),
    db
      .select({
        id: revenueReceipts.id,
        entryId: revenueReceipts.entryId,
        amount: revenueReceipts.amount,
        date: revenueReceipts.date,
      })
      .from(revenueReceipts)
      .where(inPeriod(revenueReceipts)),
  ])
  const entryIds = [...new Set(receipts.map((r) => r.entryId))]
  const entryRows =
    entryIds.length === 0
      ? []
      : await db
          .select({
            id: revenues.id,
            withoutRepasse: revenues.withoutRepasse,
            repassePercentBp: revenues.repassePercentBp,
          })
          .from(revenues)
          .where(and(inArray(revenues.id, entryIds), isNull(revenues.deletedAt)))
  return { tithes: periodTithes, receipts, revenues: entryRows }
}

/** Live registers of a church for a period and recipient (at most one: a partial unique index). */
export function countLiveRegisters(
  db: DbOrTx,
  churchId: string,
  period: string,
  category: RepasseRegisterCreate['category'],
): Promise<number> {
  return db.$count(
    repasseRegisters,
    and(
      eq(repasseRegisters.churchId, churchId),
      eq(repasseRegisters.period, period),
      eq(repasseRegisters.category, category),
      isNull(repasseRegisters.deletedAt),
    ),
  )
}

/** Live payments of an expense. */
export function countLivePayments(db: DbOrTx, expenseId: string): Promise<number> {
  return db.$count(
    expensePayments,
    and(eq(expensePayments.entryId, expenseId), isNull(expensePayments.deletedAt)),
  )
}
