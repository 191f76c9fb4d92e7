import { hasAlert, type AlertInput } from '../../../sync'
import { readPaymentsOf, type TableOf } from '../mirror'

/** Which of the two kinds the user's role may see (VIEW_REVENUES / VIEW_EXPENSES). */
export interface ReminderSight {
  revenues: boolean
  expenses: boolean
}

/**
 * The entries with an alert and their receipts/payments, from the mirror (only the user's
 * place in the hierarchy). Entries without an alert are skipped before their payments are read.
 */
export async function readAlertInput(table: TableOf, sight: ReminderSight): Promise<AlertInput> {
  const revenues = sight.revenues ? await table('revenues').filter(hasAlert).toArray() : []
  const expenses = sight.expenses ? await table('expenses').filter(hasAlert).toArray() : []
  return { revenues, expenses, ...(await readPaymentsOf(table, revenues, expenses)) }
}
