import type { Expense, PermissionEntity, Revenue } from '../../../../sync'

export type EntryKindName = 'revenue' | 'expense'
export type EntryRow = Revenue | Expense

export interface EntryKindConfig {
  kind: EntryKindName
  /** Mirror entity of the entries, their payments/receipts and attachments. */
  entity: 'revenues' | 'expenses'
  mutation: 'revenue' | 'expense'
  payments: 'revenueReceipts' | 'expensePayments'
  paymentMutation: 'revenueReceipt' | 'expensePayment'
  attachments: 'revenueAttachments' | 'expenseAttachments'
  permission: PermissionEntity
  listPath: '/revenues' | '/expenses'
  budgetsPath: '/revenues/budgets' | '/expenses/budgets'
}

export const ENTRY_KINDS: Record<EntryKindName, EntryKindConfig> = {
  revenue: {
    kind: 'revenue',
    entity: 'revenues',
    mutation: 'revenue',
    payments: 'revenueReceipts',
    paymentMutation: 'revenueReceipt',
    attachments: 'revenueAttachments',
    permission: 'REVENUES',
    listPath: '/revenues',
    budgetsPath: '/revenues/budgets',
  },
  expense: {
    kind: 'expense',
    entity: 'expenses',
    mutation: 'expense',
    payments: 'expensePayments',
    paymentMutation: 'expensePayment',
    attachments: 'expenseAttachments',
    permission: 'EXPENSES',
    listPath: '/expenses',
    budgetsPath: '/expenses/budgets',
  },
}

export const isRevenue = (row: EntryRow): row is Revenue => 'origin' in row

/** "12/2026" once the server gave the code; null while pending. */
export function entryCode(row: EntryRow): string | null {
  if (row.code === null || row.code === undefined) return null
  return row.codeYear ? `${row.code}/${row.codeYear}` : String(row.code)
}
