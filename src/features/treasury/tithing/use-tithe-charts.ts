import { useEffect, useMemo, useState } from 'react'
import { liveQuery, todayIso } from '../../../../sync'
import { readMonthTotals, useMirrorQuery, useMirrorRows } from '../../../components/mirror'
import { useSyncStatusField } from '../../../components/sync-status'
import { budgetByMonth } from './chart-data'
import { readYears } from './tithe-reads'

/**
 * The charts' data from the mirror: the years that have tithes, the year's collected total per
 * month (from the monthly totals, not the tithes) and the budget line (summed over the churches
 * in view).
 */
export function useTitheCharts(year: number) {
  const thisYear = Number(todayIso().slice(0, 4))
  const years = useMirrorQuery((table) => readYears(table('tithes'), thisYear), [thisYear])
  const budgets = useMirrorRows('titheBudgets')
  const months = useMonthTotals(year)
  const budget = useMemo(() => budgetByMonth(budgets ?? [], year), [budgets, year])
  return {
    years: years ?? [thisYear],
    /** Centavos collected per month of `year`; undefined while read. */
    collected: budgets === undefined ? undefined : months.totals,
    budget,
    budgets: budgets ?? [],
    failed: months.failed,
  }
}

/**
 * One live query over the server's monthly totals of `year` (one row per church and month) and
 * the tithes this device changed that the server has not confirmed: a tithe entered in service
 * mode counts at once, and the totals a pull brings replace it. undefined until read.
 */
function useMonthTotals(year: number): { totals: number[] | undefined; failed: boolean } {
  const running = useSyncStatusField('running')
  const [state, setState] = useState<{ year: number; totals: number[] } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!running) return
    const subscription = liveQuery(() => readMonthTotals('tithes', year)).subscribe({
      next: (totals) => setState({ year, totals }),
      error: (error: unknown) => {
        console.error('Tithing chart read failed', error)
        setFailed(true)
      },
    })
    return () => subscription.unsubscribe()
  }, [running, year])
  return { totals: state?.year === year ? state.totals : undefined, failed }
}
