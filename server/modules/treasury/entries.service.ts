import {
  entryRuleIssues,
  type ExpenseCreate,
  type ExpenseUpdate,
  type Recurrence,
  type RevenueCreate,
  type RevenueUpdate,
} from '../../../sync/contracts/treasury'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import {
  expenseAttachments,
  expensePayments,
  expenses,
  revenueAttachments,
  revenueReceipts,
  revenues,
} from '../../db/schema'
import { ApiError } from '../../http/errors'
import { assertEventForChurch } from '../events/events.service'
import { publicRow } from '../hierarchy/replay'
import { nextCode } from './entries.repo'
import { rowOr, updateOrNotFound, writableFinanceRow } from './finance-rows'
import { insertRow, softDelete, softDeleteByEntry, type RowOf } from './repo'
import { replayedCreate, writableChurchScope, treasuryError } from './scope'

/**
 * Revenues and expenses (spec §3). The code is sequential per church, kind and year (the year
 * of the issue date), given when the create is applied: the counter row is upserted and thereby
 * row-locked in the mutation's transaction, so concurrent creates of one church queue on it and
 * a rolled-back create gives its number back (no gaps, no duplicates).
 */

export type EntryKind = 'revenue' | 'expense'

const tables = {
  revenue: { entries: revenues, payments: revenueReceipts, attachments: revenueAttachments },
  expense: { entries: expenses, payments: expensePayments, attachments: expenseAttachments },
} as const

const permissions = {
  revenue: { add: 'ADD_REVENUES', edit: 'EDIT_REVENUES', remove: 'DELETE_REVENUES' },
  expense: { add: 'ADD_EXPENSES', edit: 'EDIT_EXPENSES', remove: 'DELETE_EXPENSES' },
} as const

function assertEntryRules(entry: Parameters<typeof entryRuleIssues>[0]): void {
  const issues = entryRuleIssues(entry)
  if (issues.length > 0)
    throw new ApiError(
      'validation_failed',
      issues.map((i) => ({ path: i.path, code: 'custom', message: i.code })),
      issues[0]?.code,
    )
}

type EntryRow = RowOf<typeof revenues> | RowOf<typeof expenses>

/**
 * Creates an entry (the args of `revenue.create` / `expense.create`). Extra columns (e.g. the
 * repasse register that generates an expense) come in `extra`.
 */
export async function createEntry(
  db: DbOrTx,
  auth: AuthContext,
  kind: EntryKind,
  input: RevenueCreate | ExpenseCreate,
  extra: { repasseRegisterId?: string } = {},
): Promise<EntryRow> {
  if (!extra.repasseRegisterId) requirePermission(auth, permissions[kind].add)
  const table = tables[kind].entries
  return atomic(db, async (tx) => {
    const scope = await writableChurchScope(tx, auth, input.churchId)
    const replayed = await replayedCreate(tx, auth, table, input)
    if (replayed) return replayed
    if (input.eventId) await assertEventForChurch(tx, input.eventId, scope)
    const codeYear = Number(input.issueDate.slice(0, 4))
    const code = await nextCode(tx, scope.churchId, kind, codeYear)
    return rowOr(
      await insertRow(tx, table, {
        ...input,
        ...scope,
        ...extra,
        code,
        codeYear,
      }),
      'conflict',
    )
  })
}

export async function updateEntry(
  db: DbOrTx,
  auth: AuthContext,
  kind: EntryKind,
  id: string,
  patch: RevenueUpdate | ExpenseUpdate,
): Promise<EntryRow> {
  requirePermission(auth, permissions[kind].edit)
  const table = tables[kind].entries
  return atomic(db, async (tx) => {
    const row = await writableFinanceRow(tx, auth, table, id, 'update')
    if (row.repasseRegisterId && patch.amount !== undefined && patch.amount !== row.amount)
      throw treasuryError('conflict', 'repasse_expense_locked')
    if (patch.eventId && patch.eventId !== row.eventId)
      await assertEventForChurch(tx, patch.eventId, row)
    const merged = { ...row, ...patch }
    assertEntryRules({ ...merged, recurrence: merged.recurrence as Recurrence })
    const values = merged.recurrence === 'unico' ? { ...patch, endDate: null } : patch
    return updateOrNotFound(tx, table, id, values)
  })
}

/** Soft delete with the entry's receipts/payments and attachments (their tombstones travel too). */
export async function deleteEntry(
  db: DbOrTx,
  auth: AuthContext,
  kind: EntryKind,
  id: string,
  opts: { fromRepasse?: boolean } = {},
): Promise<void> {
  if (!opts.fromRepasse) requirePermission(auth, permissions[kind].remove)
  const { entries, payments, attachments } = tables[kind]
  await atomic(db, async (tx) => {
    const row = await writableFinanceRow(tx, auth, entries, id, 'update')
    if (row.repasseRegisterId && !opts.fromRepasse)
      throw treasuryError('conflict', 'repasse_expense_locked')
    await softDeleteByEntry(tx, payments, id)
    await softDeleteByEntry(tx, attachments, id)
    await softDelete(tx, entries, id)
  })
}

/** The REST/sync projection of every finance row: no tombstone, no seq. */
export const financeRow = <R extends { deletedAt: string | null; seq: number }>(row: R) =>
  publicRow(row)
