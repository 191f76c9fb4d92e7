import { SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { WhenNear } from '../../../components/charts'
import { ErrorFallback } from '../../../components/error-fallback'
import { hasData } from './chart-data'
import type { TitheChartsProps } from './tithe-charts'

const TitheCharts = lazy(() => import('./tithe-charts'))

/**
 * The charts, loaded on demand (chart.js stays out of every other screen) and built when scrolled
 * near (not while the screen opens), with the spec's messages.
 */
export function TitheChartsPanel(props: Omit<TitheChartsProps, 'locale'>) {
  const { i18n } = useLingui()
  if (!hasData(props.collected, props.budget))
    return (
      <Text color="fg.muted" data-testid="chart-empty">
        <Trans>Nenhum dado disponível para {props.year}.</Trans>
      </Text>
    )
  return (
    <ErrorFallback
      what="The tithe charts"
      fallback={
        <Text color="fg.error" role="alert">
          <Trans>Erro ao carregar o gráfico.</Trans>
        </Text>
      }
    >
      <WhenNear fallback={<ChartsSkeleton />}>
        <Suspense fallback={<ChartsSkeleton />}>
          <TitheCharts {...props} locale={i18n.locale} />
        </Suspense>
      </WhenNear>
    </ErrorFallback>
  )
}

/** The same room as the two chart cards, so nothing jumps when they arrive. */
export function ChartsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Skeleton h={{ base: '80', md: '88' }} rounded="md" />
      <Skeleton h={{ base: '80', md: '88' }} rounded="md" />
    </SimpleGrid>
  )
}
