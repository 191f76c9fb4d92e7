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
  const { t } = useLingui()
  const can = useCan('TITHING')
  const church = useChurchChoice()
  const [year, setYear] = useState(() => Number(todayIso().slice(0, 4)))
  const [view, setView] = useState<'entries' | 'members'>('entries')
  const [budgetOpen, setBudgetOpen] = useState(false)
  const [closingsOpen, setClosingsOpen] = useState(false)
  // The charts read the year's tithes themselves; they never wait for the list or the members.
  const charts = useTitheCharts(year)

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
      <Stack gap="3" as="section" aria-label={t`Gráficos`}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            <Trans>Gráficos</Trans>
          </Heading>
          <YearSelect
            label={t`Ano dos gráficos`}
            years={charts.years}
            value={year}
            onChange={setYear}
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
      </Stack>
      <ClosingsDialog open={closingsOpen} onClose={() => setClosingsOpen(false)} church={church} />
      <TitheBudgetDialog
        open={budgetOpen}
        onClose={() => setBudgetOpen(false)}
        year={year}
        church={church}
        budgets={charts.budgets}
      />
    </Stack>
  )
}
