import { v7 as uuidv7 } from 'uuid'
import {
  computeRepasse,
  periodBounds,
  repasseSources,
  type RepasseRegisterCreate,
  type RepasseRegisterUpdate,
  type RepasseComputation,
} from '../../../sync/contracts/treasury'
import { brasiliaTodayIso } from '../../dates'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { expenses, repasseRegisters } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { writableRow } from '../hierarchy/guard'
import { createEntry, deleteEntry } from './entries.service'
import { countLivePayments, countLiveRegisters, repasseSourceRows } from './repasse.repo'
import { findLive, insertRow, softDelete, updateRow, type RowOf } from './repo'
import {
  fieldError,
  financeScopeOf,
  replayedCreate,
  writableChurchScope,
  type FinanceScope,
  treasuryError,
} from './scope'

/**
 * Repasse (docs/treasury.md). A register = the repasse of one church for one period to one
 * recipient (its sector, field or convention). Creating it computes what is owed from the
 * church's tithes and receipts of the period (computeRepasse, shared with the device) and
 * creates the matching expense in the same transaction. One live register per church, period
 * and recipient (partial unique index): generating again does not double.
 */

/** What a church owes for a period at `bp`, from its live rows. */
export async function computeChurchRepasse(
  db: DbOrTx,
  churchId: string,
  period: string,
  bp: number,
): Promise<RepasseComputation> {
  const { from, to } = periodBounds(period)
  const rows = await repasseSourceRows(db, churchId, from, to)
  return computeRepasse(repasseSources({ period, registerBp: bp, ...rows }))
}

const recipientOf = (scope: FinanceScope, category: RepasseRegisterCreate['category']): string =>
  category === 'sector' ? scope.sectorId : category === 'field' ? scope.fieldId : scope.conventionId

export async function createRepasseRegister(
  db: DbOrTx,
  auth: AuthContext,
  input: RepasseRegisterCreate,
): Promise<RowOf<typeof repasseRegisters>> {
  requirePermission(auth, 'ADD_REPASSE')
  return atomic(db, async (tx) => {
    const scope = await writableChurchScope(tx, auth, input.churchId)
    const stored = await findLive(tx, repasseRegisters, input.id)
    if (stored) {
      // The same generation replayed: answer it (its computed columns are not in the args).
      const { expenseAmount, ...rest } = input
      const replayed = await replayedCreate(tx, auth, repasseRegisters, rest)
      if (replayed && (expenseAmount === null || expenseAmount === replayed.expenseAmount))
        return replayed
      throw new ApiError('conflict')
    }
    if ((await countLiveRegisters(tx, scope.churchId, input.period, input.category)) > 0)
      throw treasuryError('conflict', 'repasse_already_generated')
    const computed = await computeChurchRepasse(tx, scope.churchId, input.period, input.percentBp)
    const expenseAmount = input.expenseAmount ?? computed.owed
    if (expenseAmount <= 0) throw fieldError('expenseAmount', 'repasse_nothing_owed')
    const expenseId = uuidv7()
    await createEntry(
      tx,
      auth,
      'expense',
      {
        id: expenseId,
        churchId: scope.churchId,
        amount: expenseAmount,
        category: 'other',
        paymentMethod: null,
        documentNumber: '',
        accountingCode: '',
        dueDate: periodBounds(input.period).to,
        issueDate: brasiliaTodayIso(),
        recurrence: 'unico',
        endDate: null,
        alertTime: null,
        alertWeekday: null,
        alertDate: null,
        repassePercentBp: null,
        withoutRepasse: true,
        description: `Repasse ${input.period}`,
        notes: input.notes,
      },
      { repasseRegisterId: input.id },
    )
    const inserted = await insertRow(tx, repasseRegisters, {
      ...input,
      ...scope,
      recipientId: recipientOf(scope, input.category),
      baseAmount: computed.base,
      expenseAmount,
      expenseId,
    })
    if (!inserted) throw new ApiError('conflict')
    return inserted
  })
}

/** Budget, notes, or the owed amount (which changes the generated expense too). */
export async function updateRepasseRegister(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: RepasseRegisterUpdate,
): Promise<RowOf<typeof repasseRegisters>> {
  requirePermission(auth, 'EDIT_REPASSE')
  return atomic(db, async (tx) => {
    const row = writableRow(
      auth,
      await findLive(tx, repasseRegisters, id, 'update'),
      financeScopeOf,
    )
    if (patch.expenseAmount !== undefined && patch.expenseAmount !== row.expenseAmount)
      await updateRow(tx, expenses, row.expenseId, { amount: patch.expenseAmount })
    const updated = await updateRow(tx, repasseRegisters, id, patch)
    if (!updated) throw new ApiError('not_found')
    return updated
  })
}

/** Refused (409 repasse_has_payments) once the generated expense has payments; else both go. */
export async function deleteRepasseRegister(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<void> {
  requirePermission(auth, 'DELETE_REPASSE')
  await atomic(db, async (tx) => {
    const row = writableRow(
      auth,
      await findLive(tx, repasseRegisters, id, 'update'),
      financeScopeOf,
    )
    if ((await countLivePayments(tx, row.expenseId)) > 0)
      throw treasuryError('conflict', 'repasse_has_payments')
    if (await findLive(tx, expenses, row.expenseId))
      await deleteEntry(tx, auth, 'expense', row.expenseId, { fromRepasse: true })
    await softDelete(tx, repasseRegisters, id)
  })
}
