import type { Payment } from '../../../sync'
import { rowsByKeys } from './rows-by-keys'
import type { TableOf } from './use-mirror'

/**
 * The receipts of `revenues` and the payments of `expenses`, read by entry through the `entryId`
 * index — never by church: a receipt written offline has no church until the server's row
 * arrives. Nothing is read for an empty side.
 */
export async function readPaymentsOf(
  table: TableOf,
  revenues: readonly { id: string }[],
  expenses: readonly { id: string }[],
): Promise<{ receipts: Payment[]; payments: Payment[] }> {
  const byEntry = (
    entity: 'revenueReceipts' | 'expensePayments',
    entries: readonly { id: string }[],
  ) =>
    entries.length === 0
      ? Promise.resolve([])
      : rowsByKeys(
          table(entity),
          'entryId',
          entries.map((e) => e.id),
        )
  const [receipts, payments] = await Promise.all([
    byEntry('revenueReceipts', revenues),
    byEntry('expensePayments', expenses),
  ])
  return { receipts, payments }
}
