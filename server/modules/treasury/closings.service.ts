import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { ServiceClosingCreate } from '../../../sync/contracts/treasury/closings'
import { closingFigures, type ClosingTithe } from '../../../sync/rules/service-closing'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { serviceClosings, tithes } from '../../db/schema'
import { inChurchBooks, rowOr } from './finance-rows'
import { insertRow, type RowOf } from './repo'
import { replayedCreate } from './scope'

/**
 * A service closing (ADD_TITHING on the church): the figures are the server's, computed from the
 * live tithes of that church among the session's ids (a tithe the server refused, or of another
 * church, does not count), beside the cash the two counters declared. Replayed, it answers the
 * stored record; nothing is ever recorded twice.
 */
export function createServiceClosing(
  db: DbOrTx,
  auth: AuthContext,
  input: ServiceClosingCreate,
): Promise<RowOf<typeof serviceClosings>> {
  return inChurchBooks(db, auth, 'ADD_TITHING', input.churchId, async (tx, scope) => {
    const replayed = await replayedCreate(tx, auth, serviceClosings, {
      id: input.id,
      churchId: input.churchId,
      date: input.date,
      notes: input.notes,
    })
    if (replayed) return replayed
    const rows =
      input.titheIds.length === 0
        ? []
        : await tx
            .select({ id: tithes.id, amount: tithes.amount, paymentMethod: tithes.paymentMethod })
            .from(tithes)
            .where(
              and(
                inArray(tithes.id, [...new Set(input.titheIds)]),
                eq(tithes.churchId, scope.churchId),
                isNull(tithes.deletedAt),
              ),
            )
    // Methods were checked against the contract when each tithe was written.
    const figures = closingFigures(input.titheIds, rows as ClosingTithe[], input.counts)
    return rowOr(
      await insertRow(tx, serviceClosings, {
        ...input,
        ...scope,
        ...figures,
        closedBy: auth.userId,
      }),
      'conflict',
    )
  })
}
