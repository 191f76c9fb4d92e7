import { Skeleton, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Component, lazy, Suspense, type ReactNode } from 'react'
import { hasData } from './chart-data'
import type { TitheChartsProps } from './tithe-charts'

const TitheCharts = lazy(() => import('./tithe-charts'))

/** The charts, loaded on demand (chart.js stays out of every other screen), with the spec's messages. */
export function TitheChartsPanel(props: Omit<TitheChartsProps, 'locale'>) {
  const { i18n } = useLingui()
  if (!hasData(props.collected, props.budget))
    return (
      <Text color="fg.muted" data-testid="chart-empty">
        <Trans>Nenhum dado disponível para {props.year}.</Trans>
      </Text>
    )
  return (
    <ChartErrorBoundary
      fallback={
        <Text color="fg.error" role="alert">
          <Trans>Erro ao carregar o gráfico.</Trans>
        </Text>
      }
    >
      <Suspense fallback={<Skeleton h="64" rounded="md" />}>
        <TitheCharts {...props} locale={i18n.locale} />
      </Suspense>
    </ChartErrorBoundary>
  )
}

class ChartErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('Chart failed', error)
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
