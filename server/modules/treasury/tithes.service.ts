import type {
  TitheBudgetCreate,
  TitheBudgetUpdate,
  TitheCreate,
  TitheUpdate,
} from '../../../sync/contracts/treasury'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { titheBudgets, tithes } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { assertEventForChurch } from '../events/events.service'
import { liveMemberChurch, liveMembersChurches } from '../members/members.repo'
import { countLiveBudgets } from './tithes.repo'
import {
  inChurchBooks,
  type RowDelete,
  type RowUpdate,
  deleteFinanceRow,
  rowOr,
  updateFinanceRow,
  updateOrNotFound,
  writableFinanceRow,
} from './finance-rows'
import { insertRow, insertRows, type RowOf } from './repo'
import {
  fieldError,
  replayedCreate,
  treasuryError,
  writableChurchScope,
  type FinanceScope,
} from './scope'

/**
 * Tithes (a member's, or an anonymous offering with memberId null) and tithe budgets, with the
 * *_TITHING permissions on a church the user may write. A tithe's member is a live person of
 * the same church (else `member_not_found`, the same answer as for an id that does not exist).
 * One given for an event or campaign points to one its church sees (checked on replay too).
 */

async function assertMemberOf(db: DbOrTx, memberId: string | null, churchId: string) {
  if (memberId === null) return
  if ((await liveMemberChurch(db, memberId)) !== churchId)
    throw fieldError('memberId', 'member_not_found')
}

/**
 * The common case (a new tithe) is inserted at once; only an id that exists already is looked
 * at (the same create replayed answers the stored row): one statement less per tithe, the
 * treasurer's most frequent write.
 */
export function createTithe(
  db: DbOrTx,
  auth: AuthContext,
  input: TitheCreate,
): Promise<RowOf<typeof tithes>> {
  return inChurchBooks(db, auth, 'ADD_TITHING', input.churchId, async (tx, scope) => {
    const storedOr = async (error: ApiError) => {
      const replayed = await replayedCreate(tx, auth, tithes, input)
      if (replayed) return replayed
      throw error
    }
    try {
      await assertMemberOf(tx, input.memberId, scope.churchId)
      if (input.eventId) await assertEventForChurch(tx, input.eventId, scope)
    } catch (error) {
      if (error instanceof ApiError) return storedOr(error)
      throw error
    }
    const inserted = await insertRow(tx, tithes, { ...input, ...scope })
    return inserted ?? storedOr(new ApiError('conflict'))
  })
}

/**
 * New tithes replayed together (docs/sync.md, "Batched replay"): createTithe's checks — the
 * permission, each church one the user may write, each member a live person of that church,
 * each event one its church sees — in a statement per church and one for every member, then
 * one insert. All or nothing: a failed check or an id already taken (a create replayed again)
 * throws, and the caller replays the batch one by one through createTithe, whose answers
 * (a rejection, the stored row) are the ones a batch never gives.
 */
export function createTithes(
  db: DbOrTx,
  auth: AuthContext,
  inputs: readonly TitheCreate[],
): Promise<void> {
  requirePermission(auth, 'ADD_TITHING')
  return atomic(db, async (tx) => {
    const scopes = new Map<string, FinanceScope>()
    for (const churchId of new Set(inputs.map((input) => input.churchId)))
      scopes.set(churchId, await writableChurchScope(tx, auth, churchId))
    const scopeOf = (input: TitheCreate) => scopes.get(input.churchId) as FinanceScope
    const memberIds = inputs.flatMap((input) => (input.memberId === null ? [] : [input.memberId]))
    const memberChurch = await liveMembersChurches(tx, [...new Set(memberIds)])
    const eventsSeen = new Set<string>()
    for (const input of inputs) {
      const scope = scopeOf(input)
      if (input.memberId !== null && memberChurch.get(input.memberId) !== scope.churchId)
        throw fieldError('memberId', 'member_not_found')
      const event = `${input.eventId ?? ''} ${scope.churchId}`
      if (input.eventId && !eventsSeen.has(event)) {
        await assertEventForChurch(tx, input.eventId, scope)
        eventsSeen.add(event)
      }
    }
    const rows = inputs.map((input) => ({ ...input, ...scopeOf(input) }))
    if ((await insertRows(tx, tithes, rows)).length !== inputs.length)
      throw new ApiError('conflict')
  })
}

export async function updateTithe(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: TitheUpdate,
): Promise<RowOf<typeof tithes>> {
  requirePermission(auth, 'EDIT_TITHING')
  return atomic(db, async (tx) => {
    const row = await writableFinanceRow(tx, auth, tithes, id, 'update')
    if (patch.memberId !== undefined && patch.memberId !== row.memberId)
      await assertMemberOf(tx, patch.memberId, row.churchId)
    if (patch.eventId && patch.eventId !== row.eventId)
      await assertEventForChurch(tx, patch.eventId, row)
    return updateOrNotFound(tx, tithes, id, patch)
  })
}

export const deleteTithe: RowDelete = (db, auth, id) =>
  deleteFinanceRow(db, auth, 'DELETE_TITHING', tithes, id)

/** One live budget per church, year and month (month null = the year); a second is a 409. */
export function createTitheBudget(
  db: DbOrTx,
  auth: AuthContext,
  input: TitheBudgetCreate,
): Promise<BudgetRow> {
  return inChurchBooks(db, auth, 'ADD_TITHING', input.churchId, async (tx, scope) => {
    const replayed = await replayedCreate(tx, auth, titheBudgets, input)
    if (replayed) return replayed
    if ((await countLiveBudgets(tx, scope.churchId, input.year, input.month ?? null)) > 0)
      throw treasuryError('conflict', 'tithe_budget_exists')
    return rowOr(await insertRow(tx, titheBudgets, { ...input, ...scope }), 'conflict')
  })
}

type BudgetRow = RowOf<typeof titheBudgets>
export const updateTitheBudget: RowUpdate<TitheBudgetUpdate, BudgetRow> = (db, auth, id, patch) =>
  updateFinanceRow(db, auth, 'EDIT_TITHING', titheBudgets, id, patch)

export const deleteTitheBudget: RowDelete = (db, auth, id) =>
  deleteFinanceRow(db, auth, 'DELETE_TITHING', titheBudgets, id)
