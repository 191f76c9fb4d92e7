import { cashFlow, type CashFlow } from '../../../sync'
import { readPaymentsOf, rowsByKeys, useMirrorQuery } from '../../components/mirror'
import type { TreasuryRows } from './treasury-export'

export type CashFlowState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; flow: CashFlow; rows: TreasuryRows }

/**
 * The cash flow of `churchIds` over [start, end] from the mirror (offline like every screen):
 * the realised tithes, receipts and payments, and the revenues and expenses that foresaw them.
 * `attempt` re-runs the read after a failure (the "Tentar novamente" of spec §8).
 */
export function useCashFlow(
  churchIds: readonly string[],
  start: string,
  end: string,
  attempt: number,
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
        return {
          status: 'ready',
          flow: cashFlow({ start, end, tithes, revenues, receipts, expenses, payments }),
          rows: { tithes, revenues, receipts, expenses, payments },
        }
      } catch {
        return { status: 'error' }
      }
    },
    [churchIds.join(','), start, end, attempt],
  )
  return state ?? { status: 'loading' }
}
