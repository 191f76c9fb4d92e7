import { useEffect, useMemo, useState } from 'react'
import { liveQuery, mirror, monthsOf, todayIso } from '../../../../sync'
import { useMirrorQuery, useMirrorRows } from '../../../components/mirror'
import { useSyncStatus } from '../../../components/sync-status'
import { budgetByMonth } from './chart-data'
import { readMonthTotal, readYears } from './tithe-reads'

/**
 * The charts' data from the mirror: the years that have tithes, the year's collected total per
 * month and the budget line (summed over the churches in view). Only the year's rows are read,
 * month by month, and only a month whose rows changed is read again.
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
 * Twelve live queries, one per month of `year` through the `date` index: a new tithe (a pull, an
 * entry in service mode, another tab) re-reads its month only. undefined until all twelve answered.
 */
function useMonthTotals(year: number): { totals: number[] | undefined; failed: boolean } {
  const { running } = useSyncStatus()
  const [state, setState] = useState<{ year: number; totals: number[] } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!running) return
    const table = mirror('tithes')
    const totals = new Array<number | undefined>(12).fill(undefined)
    const subscriptions = monthsOf(year).map((period, i) =>
      liveQuery(() => readMonthTotal(table, period)).subscribe({
        next: (total) => {
          totals[i] = total
          const all = totals.filter((value) => value !== undefined)
          if (all.length === 12) setState({ year, totals: all })
        },
        error: (error: unknown) => {
          console.error('Tithing chart read failed', error)
          setFailed(true)
        },
      }),
    )
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [running, year])
  return { totals: state?.year === year ? state.totals : undefined, failed }
}
