import type { ServerRead } from '../../../components/device-keep'
import type { Expense, MutationName, PermissionEntity, Revenue } from '../../../../sync'

export type EntryKindName = 'revenue' | 'expense'
export type EntryRow = Revenue | Expense

export interface EntryKindConfig {
  kind: EntryKindName
  /** Mirror entity of the entries, their payments/receipts and attachments. */
  entity: 'revenues' | 'expenses'
  mutations: {
    create: Extract<MutationName, 'revenue.create' | 'expense.create'>
    update: Extract<MutationName, 'revenue.update' | 'expense.update'>
    delete: Extract<MutationName, 'revenue.delete' | 'expense.delete'>
  }
  payments: 'revenueReceipts' | 'expensePayments'
  paymentCreate: Extract<MutationName, 'revenueReceipt.create' | 'expensePayment.create'>
  attachments: 'revenueAttachments' | 'expenseAttachments'
  /** What the list reads from the server when the device keeps a part: the three above. */
  serverReads: ServerRead
  permission: PermissionEntity
  listPath: '/revenues' | '/expenses'
  budgetsPath: '/revenues/budgets' | '/expenses/budgets'
}

export const ENTRY_KINDS: Record<EntryKindName, EntryKindConfig> = {
  revenue: {
    kind: 'revenue',
    entity: 'revenues',
    mutations: { create: 'revenue.create', update: 'revenue.update', delete: 'revenue.delete' },
    payments: 'revenueReceipts',
    paymentCreate: 'revenueReceipt.create',
    attachments: 'revenueAttachments',
    serverReads: {
      list: 'revenues',
      entities: ['revenues', 'revenueReceipts', 'revenueAttachments'],
    },
    permission: 'REVENUES',
    listPath: '/revenues',
    budgetsPath: '/revenues/budgets',
  },
  expense: {
    kind: 'expense',
    entity: 'expenses',
    mutations: { create: 'expense.create', update: 'expense.update', delete: 'expense.delete' },
    payments: 'expensePayments',
    paymentCreate: 'expensePayment.create',
    attachments: 'expenseAttachments',
    serverReads: {
      list: 'expenses',
      entities: ['expenses', 'expensePayments', 'expenseAttachments'],
    },
    permission: 'EXPENSES',
    listPath: '/expenses',
    budgetsPath: '/expenses/budgets',
  },
}

export const isRevenue = (row: EntryRow): row is Revenue => 'origin' in row

/** "12/2026" once the server gave the code; null while pending. */
export function entryCode(row: Partial<Pick<EntryRow, 'code' | 'codeYear'>>): string | null {
  if (row.code === null || row.code === undefined) return null
  return row.codeYear ? `${row.code}/${row.codeYear}` : String(row.code)
}
