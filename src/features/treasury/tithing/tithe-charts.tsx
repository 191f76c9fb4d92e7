import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js'
import { Bar, Chart } from 'react-chartjs-2'
import { formatMoney, formatMoneyWhole } from '../../../lib/format'

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
)

export interface TitheChartsProps {
  year: number
  /** Centavos per month, January first. */
  collected: readonly number[]
  budget: readonly number[] | null
  locale: string
}

const money = (centavos: number) => formatMoney(centavos)

/** The payment chart (collected per month) and the budget-versus-collected chart. */
export default function TitheCharts({ year, collected, budget, locale }: TitheChartsProps) {
  const { t } = useLingui()
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  const labels = collected.map((_, i) => monthName.format(new Date(Date.UTC(year, i, 1))))
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${money(Number(item.raw))}`,
        },
      },
    },
    scales: {
      y: { beginAtZero: true, ticks: { callback: (value) => formatMoneyWhole(Number(value)) } },
    },
  }
  const payments: ChartData<'bar'> = {
    labels,
    datasets: [
      {
        label: t`Arrecadado`,
        data: [...collected],
        backgroundColor: 'rgba(37, 99, 235, 0.75)',
        borderRadius: 4,
      },
    ],
  }
  const versus: ChartData<'bar' | 'line'> = {
    labels,
    datasets: [
      {
        type: 'bar',
        label: t`Arrecadado`,
        data: [...collected],
        backgroundColor: 'rgba(37, 99, 235, 0.75)',
        borderRadius: 4,
      },
      {
        type: 'line',
        label: t`Orçamento`,
        data: budget ? [...budget] : [],
        borderColor: 'rgba(234, 88, 12, 1)',
        backgroundColor: 'rgba(234, 88, 12, 1)',
        pointRadius: 3,
      },
    ],
  }
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartCard title={t`Dízimos por mês`} testId="chart-payments">
        <Bar
          data={payments}
          options={options}
          aria-label={t`Dízimos por mês em ${year}`}
          role="img"
        />
      </ChartCard>
      <ChartCard title={t`Orçamento x arrecadado`} testId="chart-budget">
        {budget ? (
          <Chart
            type="bar"
            data={versus as ChartData<'bar'>}
            options={options}
            aria-label={t`Orçamento e arrecadado por mês em ${year}`}
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
  children,
}: {
  title: string
  testId: string
  children: React.ReactNode
}) {
  return (
    <Stack borderWidth="1px" rounded="md" bg="bg" p="4" gap="2" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      <Box h={{ base: '56', md: '64' }} position="relative">
        {children}
      </Box>
    </Stack>
  )
}
