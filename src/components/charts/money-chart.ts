import type { ChartOptions } from 'chart.js'
import { formatMoney, formatMoneyWhole } from '../../lib/format'

/** Money coming in (blue) and going out (orange), as every chart of the app draws them. */
export const CHART_COLOURS = {
  inFill: 'rgba(37, 99, 235, 0.75)',
  inLine: 'rgba(37, 99, 235, 1)',
  inArea: 'rgba(37, 99, 235, 0.15)',
  out: 'rgba(194, 65, 12, 0.75)',
  outLine: 'rgba(194, 65, 12, 1)',
} as const

/**
 * The options of a chart of centavos: whole reais on the axis, reais and centavos in the
 * tooltip, in the user's language; no animation (a slow phone draws once); legend below.
 * Type-only import of chart.js: this module never pulls chart.js into a first load.
 */
export function moneyChartOptions<T extends 'bar' | 'line'>(): ChartOptions<T> {
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${formatMoney(Number(item.raw))}`,
        },
      },
    },
    scales: {
      y: { beginAtZero: true, ticks: { callback: (value) => formatMoneyWhole(Number(value)) } },
    },
  }
  return options as ChartOptions<T>
}
