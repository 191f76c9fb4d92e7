import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { EntityName } from '../../../sync/contracts/catalog'
import type { ScopeColumns } from '../../access/access'
import {
  expenseAttachments,
  expensePayments,
  expenses,
  paymentMonthTotals,
  receiptMonthTotals,
  repasseRegisters,
  revenueAttachments,
  revenueReceipts,
  revenues,
  serviceClosings,
  titheBudgets,
  titheMonthTotals,
  tithes,
} from '../../db/schema'
import type { AuthContext } from '../../access/auth-context'
import {
  defineEntity,
  firstPhaseTakesRows,
  service,
  type FirstSince,
  type Handlers,
} from '../sync/registry'
import { deleteAttachment } from './attachments.service'
import { createServiceClosing } from './closings.service'
import { createEntry, deleteEntry, updateEntry } from './entries.service'
import { createPayment, deletePayment, updatePayment } from './payments.service'
import {
  createRepasseRegister,
  deleteRepasseRegister,
  updateRepasseRegister,
} from './repasse.service'
import type { FinanceTable } from './repo'
import {
  createTithe,
  createTithes,
  createTitheBudget,
  deleteTithe,
  deleteTitheBudget,
  updateTithe,
  updateTitheBudget,
} from './tithes.service'
import './messages'

/**
 * The treasury's synced entities (docs/treasury.md): every finance row belongs to one church;
 * each mutation maps to its service, which checks permission and scope with the caller's access
 * as it is at replay time.
 */

/**
 * `omit`: columns the device does not receive (every one but the tombstone and seq by default).
 * `first`: the rows an initial sync brings first (docs/sync.md): the home's and the tithing's
 * current and previous month, their year's totals and budgets.
 */
function financeEntity<E extends EntityName>(
  name: E,
  table: FinanceTable,
  omit: readonly (keyof typeof tithes.$inferSelect)[] = [],
  first?: (auth: AuthContext, since: FirstSince) => SQL | undefined,
) {
  const t = table as typeof tithes
  const scope: ScopeColumns = {
    clientId: t.clientId,
    conventionId: t.conventionId,
    fieldId: t.fieldId,
    sectorId: t.sectorId,
    churchId: t.churchId,
  }
  return defineEntity(name, {
    table: t,
    scope,
    omit,
    first,
  })
}

/** The monthly totals carry only what the figures read (sync/contracts/treasury/month-totals.ts). */
const totalsOmit = [
  'clientId',
  'conventionId',
  'fieldId',
  'sectorId',
  'createdAt',
  'updatedAt',
] as const

/** Rows dated from the first day of the previous month, for a church's or a sector's users. */
const since = (column: AnyPgColumn) => (auth: AuthContext, since: FirstSince) =>
  firstPhaseTakesRows(auth, since) ? sql`${column} >= ${since.day}::date` : undefined
/** Months of the year of the previous month (`YYYY-MM` >= `YYYY-01`), for everyone. */
const monthsOfYear =
  (column: AnyPgColumn) =>
  (_auth: AuthContext, { day }: FirstSince) =>
    sql`${column} >= left(${day}::text, 4) || '-01'`

export const treasuryEntities = {
  revenues: financeEntity('revenues', revenues, [], since(revenues.dueDate)),
  expenses: financeEntity('expenses', expenses, [], since(expenses.dueDate)),
  revenueReceipts: financeEntity(
    'revenueReceipts',
    revenueReceipts,
    [],
    since(revenueReceipts.date),
  ),
  expensePayments: financeEntity(
    'expensePayments',
    expensePayments,
    [],
    since(expensePayments.date),
  ),
  receiptMonthTotals: financeEntity(
    'receiptMonthTotals',
    receiptMonthTotals,
    totalsOmit,
    monthsOfYear(receiptMonthTotals.month),
  ),
  paymentMonthTotals: financeEntity(
    'paymentMonthTotals',
    paymentMonthTotals,
    totalsOmit,
    monthsOfYear(paymentMonthTotals.month),
  ),
  tithes: financeEntity('tithes', tithes, [], since(tithes.date)),
  titheBudgets: financeEntity(
    'titheBudgets',
    titheBudgets,
    [],
    (_auth, { day }) => sql`${titheBudgets.year} >= left(${day}::text, 4)::int`,
  ),
  titheMonthTotals: financeEntity(
    'titheMonthTotals',
    titheMonthTotals,
    totalsOmit,
    monthsOfYear(titheMonthTotals.month),
  ),
  repasseRegisters: financeEntity('repasseRegisters', repasseRegisters),
  revenueAttachments: financeEntity('revenueAttachments', revenueAttachments),
  expenseAttachments: financeEntity('expenseAttachments', expenseAttachments),
  serviceClosings: financeEntity(
    'serviceClosings',
    serviceClosings,
    [],
    since(serviceClosings.date),
  ),
}

export const treasuryHandlers = {
  'revenue.create': service.create(({ tx, auth }, input) =>
    createEntry(tx, auth, 'revenue', input),
  ),
  'revenue.update': service.update(({ tx, auth }, id, patch) =>
    updateEntry(tx, auth, 'revenue', id, patch),
  ),
  'revenue.delete': service.delete(({ tx, auth }, id) => deleteEntry(tx, auth, 'revenue', id)),
  'expense.create': service.create(({ tx, auth }, input) =>
    createEntry(tx, auth, 'expense', input),
  ),
  'expense.update': service.update(({ tx, auth }, id, patch) =>
    updateEntry(tx, auth, 'expense', id, patch),
  ),
  'expense.delete': service.delete(({ tx, auth }, id) => deleteEntry(tx, auth, 'expense', id)),
  'revenueReceipt.create': service.create(({ tx, auth }, input) =>
    createPayment(tx, auth, 'revenue', input),
  ),
  'revenueReceipt.update': service.update(({ tx, auth }, id, patch) =>
    updatePayment(tx, auth, 'revenue', id, patch),
  ),
  'revenueReceipt.delete': service.delete(({ tx, auth }, id) =>
    deletePayment(tx, auth, 'revenue', id),
  ),
  'expensePayment.create': service.create(({ tx, auth }, input) =>
    createPayment(tx, auth, 'expense', input),
  ),
  'expensePayment.update': service.update(({ tx, auth }, id, patch) =>
    updatePayment(tx, auth, 'expense', id, patch),
  ),
  'expensePayment.delete': service.delete(({ tx, auth }, id) =>
    deletePayment(tx, auth, 'expense', id),
  ),
  'tithe.create': service.create(
    ({ tx, auth }, input) => createTithe(tx, auth, input),
    ({ tx, auth }, inputs) => createTithes(tx, auth, inputs),
  ),
  'tithe.update': service.update(({ tx, auth }, id, patch) => updateTithe(tx, auth, id, patch)),
  'tithe.delete': service.delete(({ tx, auth }, id) => deleteTithe(tx, auth, id)),
  'titheBudget.create': service.create(({ tx, auth }, input) => createTitheBudget(tx, auth, input)),
  'titheBudget.update': service.update(({ tx, auth }, id, patch) =>
    updateTitheBudget(tx, auth, id, patch),
  ),
  'titheBudget.delete': service.delete(({ tx, auth }, id) => deleteTitheBudget(tx, auth, id)),
  'repasseRegister.create': service.create(({ tx, auth }, input) =>
    createRepasseRegister(tx, auth, input),
  ),
  'repasseRegister.update': service.update(({ tx, auth }, id, patch) =>
    updateRepasseRegister(tx, auth, id, patch),
  ),
  'repasseRegister.delete': service.delete(({ tx, auth }, id) =>
    deleteRepasseRegister(tx, auth, id),
  ),
  'revenueAttachment.delete': service.delete(({ tx, auth }, id) =>
    deleteAttachment(tx, auth, 'revenue', id),
  ),
  'expenseAttachment.delete': service.delete(({ tx, auth }, id) =>
    deleteAttachment(tx, auth, 'expense', id),
  ),
  'serviceClosing.create': service.create(({ tx, auth }, input) =>
    createServiceClosing(tx, auth, input),
  ),
} satisfies Partial<Handlers>
