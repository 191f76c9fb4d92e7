import { cashFlow, type CashFlow } from '../../../sync'
import { readPaymentsOf, rowsByKeys, useMirrorQuery, type TableOf } from '../../components/mirror'
import type { TreasuryRows } from './treasury-export'

export type CashFlowState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; flow: CashFlow; rows: TreasuryRows }

/**
 * The cash flow of `churchIds` over [start, end] from the mirror (offline like every screen):
 * the realised tithes, receipts and payments, and the revenues and expenses that foresaw them.
 * `attempt` re-runs the read after a failure (the "Tentar novamente" of spec §8). `keptFrom`:
 * the first day of the years this device keeps (a partial mirror), before which it holds no
 * rows: what came before is read from the monthly totals.
 */
export function useCashFlow(
  churchIds: readonly string[],
  start: string,
  end: string,
  attempt: number,
  keptFrom: string | null,
): CashFlowState {
  const state = useMirrorQuery<CashFlowState>(
    async (table) => {
      try {
        const churches = [...churchIds]
        const of = async <
          E extends 'tithes' | 'revenues' | 'expenses' | 'revenueReceipts' | 'expensePayments',
        >(
          entity: E,
        ) => (churches.length === 0 ? [] : await rowsByKeys(table(entity), 'churchId', churches))
        const [tithes, revenues, expenses] = await Promise.all([
          of('tithes'),
          of('revenues'),
          of('expenses'),
        ])
        const { receipts, payments } = await readPaymentsOf(table, revenues, expenses)
        const carried = keptFrom ? await carriedBefore(table, churches, keptFrom) : 0
        return {
          status: 'ready',
          flow: cashFlow({ start, end, tithes, revenues, receipts, expenses, payments, carried }),
          rows: { tithes, revenues, receipts, expenses, payments },
        }
      } catch {
        return { status: 'error' }
      }
    },
    [churchIds.join(','), start, end, attempt, keptFrom],
  )
  return state ?? { status: 'loading' }
}

/** Tithes and receipts less payments of the churches before `day` (a month's first), from the monthly totals. */
export async function carriedBefore(
  table: TableOf,
  churches: string[],
  day: string,
): Promise<number> {
  const month = day.slice(0, 7)
  const sum = async (entity: 'titheMonthTotals' | 'receiptMonthTotals' | 'paymentMonthTotals') =>
    (await rowsByKeys(table(entity), 'churchId', churches))
      .filter((row) => row.month < month)
      .reduce((total, row) => total + row.amount, 0)
  const [tithes, receipts, payments] = await Promise.all([
    sum('titheMonthTotals'),
    sum('receiptMonthTotals'),
    sum('paymentMonthTotals'),
  ])
  return tithes + receipts - payments
}
