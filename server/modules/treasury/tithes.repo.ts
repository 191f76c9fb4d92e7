import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { titheBudgets } from '../../db/schema'

/** Live tithe budgets of a church for a year and month (month null = the whole year). */
export function countLiveBudgets(
  db: DbOrTx,
  churchId: string,
  year: number,
  month: number | null,
): Promise<number> {
  return db.$count(
    titheBudgets,
    and(
      eq(titheBudgets.churchId, churchId),
      eq(titheBudgets.year, year),
      sql`coalesce(${titheBudgets.month}, 0) = ${month ?? 0}`,
      isNull(titheBudgets.deletedAt),
    ),
  )
}
