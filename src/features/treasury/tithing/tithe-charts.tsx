import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import {
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
} from 'chart.js'
import { Bar, Line } from 'react-chartjs-2'
import { CHART_COLOURS, moneyChartOptions } from '../../../components/charts'
import { formatMoney } from '../../../lib/format'
import { cumulative, percentOfBudget } from './chart-data'

// Only the parts these two charts use (this module is loaded lazily, never on the first load).
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
  Filler,
)

export interface TitheChartsProps {
  year: number
  /** Centavos per month, January first. */
  collected: readonly number[]
  budget: readonly number[] | null
  locale: string
}

/** The payment chart (collected per month) and the budget-versus-collected chart. */
export default function TitheCharts({ year, collected, budget, locale }: TitheChartsProps) {
  const { t } = useLingui()
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  const labels = collected.map((_, i) => monthName.format(new Date(Date.UTC(year, i, 1))))
  const payments: ChartData<'bar'> = {
    labels,
    datasets: [
      {
        label: t`Arrecadado`,
        data: [...collected],
        backgroundColor: CHART_COLOURS.inFill,
        borderRadius: 4,
      },
    ],
  }
  // The second chart answers another question: is the year on track? Running totals of what
  // was collected and of the budget, month by month.
  const versus: ChartData<'line'> = {
    labels,
    datasets: [
      {
        label: t`Arrecadado no ano`,
        data: cumulative(collected),
        borderColor: CHART_COLOURS.inLine,
        backgroundColor: CHART_COLOURS.inArea,
        fill: true,
        pointRadius: 2,
      },
      {
        label: t`Orçamento acumulado`,
        data: budget ? cumulative(budget) : [],
        borderColor: CHART_COLOURS.outLine,
        backgroundColor: CHART_COLOURS.outLine,
        borderDash: [6, 4],
        pointRadius: 2,
      },
    ],
  }
  const reached = percentOfBudget(collected, budget)
  const total = formatMoney(
    collected.reduce((sum, month) => sum + month, 0),
    locale,
  )
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartCard
        title={t`Dízimos por mês`}
        testId="chart-payments"
        note={t`Total em ${year}: ${total}`}
      >
        <Bar
          data={payments}
          options={moneyChartOptions<'bar'>()}
          aria-label={t`Dízimos por mês em ${year}`}
          role="img"
        />
      </ChartCard>
      <ChartCard
        title={t`Acumulado no ano x orçamento`}
        testId="chart-budget"
        note={reached === null ? null : t`${reached}% do orçamento do ano arrecadado`}
      >
        {budget ? (
          <Line
            data={versus}
            options={moneyChartOptions<'line'>()}
            aria-label={t`Arrecadado e orçado acumulados no ano de ${year}`}
            role="img"
          />
        ) : (
          <Text color="fg.muted">{t`Nenhum orçamento de dízimos para ${year}.`}</Text>
        )}
      </ChartCard>
    </SimpleGrid>
  )
}

function ChartCard({
  title,
  testId,
  note = null,
  children,
}: {
  title: string
  testId: string
  note?: string | null
  children: React.ReactNode
}) {
  return (
    <Stack borderWidth="1px" rounded="md" bg="bg" p="4" gap="2" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      {note ? (
        <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-note`}>
          {note}
        </Text>
      ) : null}
      <Box h={{ base: '56', md: '64' }} position="relative">
        {children}
      </Box>
    </Stack>
  )
}
