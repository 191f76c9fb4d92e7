import { useCallback, useEffect, useRef, useState } from 'react'
import { cashFlow, HttpError, mirror, readFromServer, type KeepPlace } from '../../../sync'
import { carriedBefore, type CashFlowState } from './use-cash-flow'

export type ServerCashFlowState =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'failed'; offline: boolean }
  | Extract<CashFlowState, { status: 'ready' }>

/**
 * The cash flow of churches this device does not keep (a partial mirror), read from the server
 * when the user asks, online: the period's rows of `place` from its first month on, never stored;
 * what came before that month from the monthly totals the device keeps whole. Cleared when the
 * churches or the period change.
 */
export function useServerCashFlow(
  place: KeepPlace | null,
  churchIds: readonly string[],
  start: string,
  end: string,
): { state: ServerCashFlowState; read: () => void } {
  const [state, setState] = useState<ServerCashFlowState>({ status: 'idle' })
  const key = [place?.level, place?.id, churchIds.join(','), start, end].join('|')
  const current = useRef(key)
  useEffect(() => {
    current.current = key
    setState({ status: 'idle' })
  }, [key])

  const read = useCallback(() => {
    const asked = key
    const settle = (next: ServerCashFlowState) => {
      if (current.current === asked) setState(next)
    }
    setState({ status: 'reading' })
    void (async () => {
      try {
        const from = `${start.slice(0, 7)}-01`
        const rows = await readFromServer({
          place,
          from,
          entities: ['tithes', 'revenues', 'expenses', 'revenueReceipts', 'expensePayments'],
        })
        const churches = new Set(churchIds)
        const tithes = rows.tithes.filter((r) => churches.has(r.churchId))
        const revenues = rows.revenues.filter((r) => churches.has(r.churchId))
        const expenses = rows.expenses.filter((r) => churches.has(r.churchId))
        const ofEntries = (ids: Set<string>) => (r: { entryId: string }) => ids.has(r.entryId)
        const receipts = rows.revenueReceipts.filter(ofEntries(new Set(revenues.map((r) => r.id))))
        const payments = rows.expensePayments.filter(ofEntries(new Set(expenses.map((e) => e.id))))
        const carried = await carriedBefore(mirror, [...churches], from)
        settle({
          status: 'ready',
          flow: cashFlow({ start, end, tithes, revenues, receipts, expenses, payments, carried }),
          rows: { tithes, revenues, receipts, expenses, payments },
        })
      } catch (error) {
        settle({ status: 'failed', offline: error instanceof HttpError && error.isNetwork })
      }
    })()
  }, [key, place, churchIds, start, end])

  return { state, read }
}
