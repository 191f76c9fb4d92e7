/** What the app's charts share: money on the axis and in the tooltip, and the colours of a side. */
export { moneyChartOptions, CHART_COLOURS } from './money-chart'
export { WhenNear } from './when-near'
