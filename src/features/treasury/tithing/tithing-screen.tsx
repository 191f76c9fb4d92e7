import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { todayIso } from '../../../../sync'
import { useCan } from '../../../components/session'
import { AppIcon } from '../../../components/layout/icons'
import { MemberStatusList } from './member-status-list'
import { ClosingsDialog } from '../service/closings-dialog'
import { TitheBudgetDialog } from './tithe-budget-dialog'
import { ChartsSkeleton, TitheChartsPanel } from './tithe-charts-panel'
import { TithesList } from './tithes-list'
import { useTitheCharts } from './use-tithe-charts'
import { YearSelect } from '../../../components/year-select'
import { useChurchChoice } from '../../../components/books'

/** /tithing: tithe entries, the budget, the payment and budget-vs-collected charts, members' status. */
export function TithingScreen() {
  const can = useCan('TITHING')
  const church = useChurchChoice()
  const [year, setYear] = useState(() => Number(todayIso().slice(0, 4)))
  const [view, setView] = useState<'entries' | 'members'>('entries')
  const [budgetOpen, setBudgetOpen] = useState(false)
  const [closingsOpen, setClosingsOpen] = useState(false)

  const switcher = (
    <HStack gap="1" wrap="wrap">
      {can.add ? (
        <Button asChild colorPalette="brand" variant="solid" data-testid="open-service-mode">
          <Link to="/tithing/service">
            <AppIcon name="plus" boxSize="4" />
            <Trans>Modo culto</Trans>
          </Link>
        </Button>
      ) : null}
      {can.add || can.edit ? (
        <Button variant="outline" onClick={() => setBudgetOpen(true)}>
          <Trans>Orçamento</Trans>
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => setClosingsOpen(true)}>
        <Trans>Conferências</Trans>
      </Button>
      <Button
        variant={view === 'members' ? 'subtle' : 'outline'}
        onClick={() => setView(view === 'entries' ? 'members' : 'entries')}
      >
        {view === 'entries' ? <Trans>Situação dos membros</Trans> : <Trans>Lançamentos</Trans>}
      </Button>
    </HStack>
  )

  return (
    <Stack gap="8">
      {view === 'entries' ? (
        <TithesList church={church} can={can} actions={switcher} />
      ) : (
        <MemberStatusList church={church} actions={switcher} />
      )}
      <TitheChartsSection
        year={year}
        onYearChange={setYear}
        church={church}
        budgetOpen={budgetOpen}
        onBudgetClose={() => setBudgetOpen(false)}
      />
      <ClosingsDialog open={closingsOpen} onClose={() => setClosingsOpen(false)} church={church} />
    </Stack>
  )
}

/**
 * The charts and the budget they compare with. They read the year's totals themselves, each read
 * redrawing this section alone: they never wait for the list or the members, nor redraw them.
 */
function TitheChartsSection(props: {
  year: number
  onYearChange: (year: number) => void
  church: ReturnType<typeof useChurchChoice>
  budgetOpen: boolean
  onBudgetClose: () => void
}) {
  const { t } = useLingui()
  const { year, church } = props
  const charts = useTitheCharts(year)
  return (
    <Stack gap="3" as="section" aria-label={t`Gráficos`}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg">
          <Trans>Gráficos</Trans>
        </Heading>
        <YearSelect
          label={t`Ano dos gráficos`}
          years={charts.years}
          value={year}
          onChange={props.onYearChange}
        />
      </HStack>
      {charts.failed ? (
        <Text color="fg.error" role="alert">
          <Trans>Erro ao carregar o gráfico.</Trans>
        </Text>
      ) : charts.collected ? (
        <TitheChartsPanel year={year} collected={charts.collected} budget={charts.budget} />
      ) : (
        <ChartsSkeleton />
      )}
      <TitheBudgetDialog
        open={props.budgetOpen}
        onClose={props.onBudgetClose}
        year={year}
        church={church}
        budgets={charts.budgets}
      />
    </Stack>
  )
}
