import { v7 as uuidv7 } from 'uuid'
import {
  periodBounds,
  periodLabel,
  type RepasseRegisterCreate,
  type RepasseRegisterUpdate,
} from '../../../sync/contracts/treasury'
import {
  computeRepasse,
  repasseSources,
  type RepasseComputation,
} from '../../../sync/rules/treasury-money'
import { brasiliaTodayIso } from '../../dates'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { expenses, repasseRegisters } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { createEntry, deleteEntry } from './entries.service'
import { countLivePayments, countLiveRegisters, repasseSourceRows } from './repasse.repo'
import {
  inChurchBooks,
  rowOr,
  updateOrNotFound,
  writableFinanceRow,
  type RowDelete,
  type RowUpdate,
} from './finance-rows'
import { findLive, insertRow, softDelete, updateRow, type RowOf } from './repo'
import { fieldError, replayedCreate, type FinanceScope, treasuryError } from './scope'

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

type RegisterRow = RowOf<typeof repasseRegisters>

export function createRepasseRegister(
  db: DbOrTx,
  auth: AuthContext,
  input: RepasseRegisterCreate,
): Promise<RegisterRow> {
  return inChurchBooks(db, auth, 'ADD_REPASSE', input.churchId, async (tx, scope) => {
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
        eventId: null,
        alertDate: null,
        repassePercentBp: null,
        withoutRepasse: true,
        description: `Repasse ${periodLabel(input.period)}`,
        notes: input.notes,
      },
      { repasseRegisterId: input.id },
    )
    const values = { ...input, ...scope, baseAmount: computed.base, expenseAmount, expenseId }
    const recipientId = recipientOf(scope, input.category)
    return rowOr(await insertRow(tx, repasseRegisters, { ...values, recipientId }), 'conflict')
  })
}

/** Budget, notes, or the owed amount (which changes the generated expense too). */
export const updateRepasseRegister: RowUpdate<RepasseRegisterUpdate, RegisterRow> = async (
  db,
  auth,
  id,
  patch,
) => {
  requirePermission(auth, 'EDIT_REPASSE')
  return atomic(db, async (tx) => {
    const row = await writableFinanceRow(tx, auth, repasseRegisters, id, 'update')
    if (patch.expenseAmount !== undefined && patch.expenseAmount !== row.expenseAmount)
      await updateRow(tx, expenses, row.expenseId, { amount: patch.expenseAmount })
    return updateOrNotFound(tx, repasseRegisters, id, patch)
  })
}

/** Refused (409 repasse_has_payments) once the generated expense has payments; else both go. */
export const deleteRepasseRegister: RowDelete = async (db, auth, id) => {
  requirePermission(auth, 'DELETE_REPASSE')
  await atomic(db, async (tx) => {
    const row = await writableFinanceRow(tx, auth, repasseRegisters, id, 'update')
    if ((await countLivePayments(tx, row.expenseId)) > 0)
      throw treasuryError('conflict', 'repasse_has_payments')
    if (await findLive(tx, expenses, row.expenseId))
      await deleteEntry(tx, auth, 'expense', row.expenseId, { fromRepasse: true })
    await softDelete(tx, repasseRegisters, id)
  })
}
