import { Box } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
} from 'chart.js'
import { Bar } from 'react-chartjs-2'
import { CHART_COLOURS, moneyChartOptions } from '../../components/charts'

// Only the parts this chart uses (loaded lazily with the event's page, never on the first load).
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

export interface EventChartProps {
  months: readonly { period: string; collected: number; spent: number }[]
}

/** Collected and spent per month: how the campaign has been going, at a glance. */
export default function EventChart({ months }: EventChartProps) {
  const { t, i18n } = useLingui()
  // Short labels ("dez. de 25"): twelve of them fit a phone's width.
  const monthLabel = new Intl.DateTimeFormat(i18n.locale, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  })
  const data: ChartData<'bar'> = {
    labels: months.map((m) =>
      monthLabel.format(
        new Date(Date.UTC(Number(m.period.slice(0, 4)), Number(m.period.slice(5, 7)) - 1, 1)),
      ),
    ),
    datasets: [
      {
        label: t`Arrecadado`,
        data: months.map((m) => m.collected),
        backgroundColor: CHART_COLOURS.inFill,
        borderRadius: 4,
      },
      {
        label: t`Despesas pagas`,
        data: months.map((m) => m.spent),
        backgroundColor: CHART_COLOURS.out,
        borderRadius: 4,
      },
    ],
  }
  const options = moneyChartOptions<'bar'>()
  return (
    <Box h={{ base: '64', md: '72' }} data-testid="event-chart">
      <Bar data={data} options={options} aria-label={t`Arrecadado e gasto por mês`} role="img" />
    </Box>
  )
}
