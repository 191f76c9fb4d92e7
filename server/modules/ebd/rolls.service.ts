import { eq, sql } from 'drizzle-orm'
import { ebdOfferingIds, mergeRoll, type EbdRollSave } from '../../../sync/contracts/ebd'
import { hasPermission } from '../../../sync/contracts/permissions'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { writableRow } from '../../access/row-guard'
import { atomic, type DbOrTx, type Tx } from '../../db/client'
import { ebdRolls, revenueReceipts, revenues } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { nextCode } from '../treasury/entries.repo'
import { financeScopeOf, writableChurchScope, type FinanceScope } from '../treasury/scope'
import { findRow, softDelete, type RowOf } from '../../db/tombstone-rows'
import { churchMemberIds, linkedMemberId } from './ebd.repo'
import { classOfChurch, ebdError, type EbdClassRow } from './ebd.service'

/**
 * The roll of a class on a Sunday (docs/ebd.md). ONE row per class and day: its id is derived
 * from both (the contract refuses another), so two teachers' phones write the same row; a save
 * merges its marks per student and replaces only the figures it gives. ADD_EBD on a church the
 * user may write; without EDIT_EBD only for a class the user's member teaches. The offering is
 * recorded in the treasury in the same transaction, as a revenue whose id is derived from the
 * roll's (counted once however many saves).
 */

type RollRow = RowOf<typeof ebdRolls>

/** A teacher (ADD_EBD without EDIT_EBD) writes only the rolls of the classes they teach. */
async function assertMayTakeRoll(tx: Tx, auth: AuthContext, klass: EbdClassRow): Promise<void> {
  if (hasPermission(auth.permissions, 'EDIT_EBD')) return
  const memberId = await linkedMemberId(tx, auth.userId)
  if (!memberId || !klass.teacherIds.includes(memberId))
    throw new ApiError('forbidden', { reason: 'ebd_not_your_class' }, 'ebd_not_your_class')
}

export function saveEbdRoll(db: DbOrTx, auth: AuthContext, input: EbdRollSave): Promise<RollRow> {
  requirePermission(auth, 'ADD_EBD')
  return atomic(db, async (tx) => {
    const scope = await writableChurchScope(tx, auth, input.churchId)
    const klass = await classOfChurch(tx, input.classId, scope.churchId)
    await assertMayTakeRoll(tx, auth, klass)
    const marked = Object.keys(input.present)
    const found = await churchMemberIds(tx, scope.churchId, marked)
    if (marked.some((id) => !found.has(id))) throw ebdError('present', 'ebd_student_not_found')
    // The row exists before it is read for update: two first saves of one roll queue on it.
    await tx
      .insert(ebdRolls)
      .values({ id: input.id, ...scope, classId: input.classId, date: input.date })
      .onConflictDoNothing({ target: ebdRolls.id })
    const stored = await findRow(tx, ebdRolls, input.id, { live: false, lock: 'update' })
    if (!stored || stored.clientId !== scope.clientId || stored.churchId !== scope.churchId)
      throw new ApiError('conflict')
    // A deleted roll saved again starts from nothing (what was deleted is not merged back).
    const base = stored.deletedAt === null ? stored : undefined
    const merged = mergeRoll(base, input)
    const rows = await tx
      .update(ebdRolls)
      .set({
        present: merged.present,
        visitors: merged.visitors,
        visitorNames: merged.visitorNames,
        bibles: merged.bibles,
        magazines: merged.magazines,
        offering: merged.offering,
        lessonNumber: merged.lessonNumber,
        lessonTitle: merged.lessonTitle,
        quarterId: merged.quarterId,
        takenBy: auth.userId,
        deletedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(ebdRolls.id, input.id))
      .returning()
    const row = rows[0]
    if (!row) throw new ApiError('conflict')
    await recordOffering(tx, row, klass, scope)
    return row
  })
}

/** Deletes a roll (DELETE_EBD) and its offering's revenue. */
export async function deleteEbdRoll(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_EBD')
  await atomic(db, async (tx) => {
    const row = writableRow(
      auth,
      await findRow(tx, ebdRolls, id, { lock: 'update' }),
      financeScopeOf,
    )
    await softDelete(tx, ebdRolls, id)
    await setOfferingRevenue(tx, row, null, undefined)
  })
}

/**
 * The roll's offering in the church's books: a revenue of origin 'oferta' (docs/ebd.md) with
 * its receipt on the roll's day, both with ids derived from the roll's. A changed offering
 * changes them; an offering of 0 deletes them; they are never made twice.
 */
async function recordOffering(tx: Tx, roll: RollRow, klass: EbdClassRow, scope: FinanceScope) {
  await setOfferingRevenue(tx, roll, roll.offering > 0 ? roll.offering : null, { klass, scope })
}

async function setOfferingRevenue(
  tx: Tx,
  roll: RollRow,
  amount: number | null,
  place: { klass: EbdClassRow; scope: FinanceScope } | undefined,
): Promise<void> {
  const { revenueId, receiptId } = ebdOfferingIds(roll.id)
  const [revenue] = await tx
    .select({ id: revenues.id, amount: revenues.amount, deletedAt: revenues.deletedAt })
    .from(revenues)
    .where(eq(revenues.id, revenueId))
    .for('update')
  const live = sql`now()`
  if (amount === null) {
    if (revenue && revenue.deletedAt === null) {
      await tx
        .update(revenues)
        .set({ deletedAt: live, updatedAt: live })
        .where(eq(revenues.id, revenueId))
      await tx
        .update(revenueReceipts)
        .set({ deletedAt: live, updatedAt: live })
        .where(eq(revenueReceipts.id, receiptId))
    }
    return
  }
  if (!place) return
  const description = `EBD — ${place.klass.name}`.slice(0, 300)
  const history = `Oferta da EBD — ${place.klass.name} (${roll.date})`.slice(0, 500)
  if (revenue) {
    if (revenue.amount === amount && revenue.deletedAt === null) return
    await tx
      .update(revenues)
      .set({ amount, deletedAt: null, updatedAt: live })
      .where(eq(revenues.id, revenueId))
    await tx
      .update(revenueReceipts)
      .set({ amount, deletedAt: null, updatedAt: live })
      .where(eq(revenueReceipts.id, receiptId))
    return
  }
  const codeYear = Number(roll.date.slice(0, 4))
  const code = await nextCode(tx, place.scope.churchId, 'revenue', codeYear)
  await tx.insert(revenues).values({
    id: revenueId,
    ...place.scope,
    code,
    codeYear,
    amount,
    paymentMethod: 'dinheiro',
    dueDate: roll.date,
    issueDate: roll.date,
    receiptDate: roll.date,
    createdOn: roll.date,
    origin: 'oferta',
    description,
  })
  await tx.insert(revenueReceipts).values({
    id: receiptId,
    ...place.scope,
    entryId: revenueId,
    instalmentDate: roll.date,
    amount,
    date: roll.date,
    history,
    paymentMethod: 'dinheiro',
  })
}
