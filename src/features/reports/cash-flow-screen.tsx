import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import {
  addDays,
  addMonths,
  KEEP_LEVELS,
  todayIso,
  type KeepLevel,
  type KeepPlace,
} from '../../../sync'
import { useChurchChoice } from '../../components/books'
import { FigureTiles } from '../../components/figure-tiles'
import { useHierarchy } from '../../components/mirror'
import { ReportStillArriving, useInitialSyncRunning } from '../../components/sync-status'
import { formatMoney } from '../../lib/format'
import { CashFlowControls, type CashFlowChoice, type ScopeOption } from './cash-flow-controls'
import { CashFlowDownload } from './cash-flow-download'
import { CashFlowTables } from './cash-flow-tables'
import { TreasuryExport } from './treasury-export-button'
import { useCashFlow, type CashFlowState } from './use-cash-flow'
import { useServerCashFlow } from './use-server-cash-flow'
import { keptShort, ReportNotKept } from './report-not-kept'
import { useDeviceKeep } from '../../components/device-keep'

const ALL = 'all'

/** The place of a scope choice (null: all the user's churches). */
function placeOf(scope: string): KeepPlace | null {
  const [level, id] = scope.split(':')
  if (!id || !KEEP_LEVELS.includes(level as KeepLevel)) return null
  return { level: level as KeepLevel, id }
}

/** The last 6 months up to the end of this one. */
function defaultPeriod(): { start: string; end: string } {
  const today = todayIso()
  const start = addMonths(`${today.slice(0, 7)}-01`, -5)
  const end = addDays(addMonths(`${today.slice(0, 7)}-01`, 1), -1)
  return { start, end }
}

/**
 * /financial_report: the cash flow of a church, or of a sector, field or convention above it
 * within the user's scope, over at most 6 months (spec §2, §5): opening balance, what came in and
 * went out by month and by source, foreseen vs realised, closing balance — from the mirror,
 * offline too — and its PDF made on the device.
 */
export function CashFlowScreen() {
  const { t } = useLingui()
  const church = useChurchChoice()
  const hierarchy = useHierarchy()
  const [choice, setChoice] = useState<CashFlowChoice | null>(() => ({
    scope: ALL,
    ...defaultPeriod(),
  }))
  const [attempt, setAttempt] = useState(0)
  const keep = useDeviceKeep()
  // A device that keeps one place and some years starts on them (a partial mirror).
  const initial = useMemo(() => {
    const period = defaultPeriod()
    const from = keep?.from
    return {
      scope: keep?.place ? `${keep.place.level}:${keep.place.id}` : ALL,
      start: from && period.start < from ? from : period.start,
      end: period.end,
    }
  }, [keep])

  // Every node above the user's churches that they see, then each church.
  const scopes = useMemo<ScopeOption[]>(() => {
    const options: ScopeOption[] = []
    if (church.churches.length > 1) options.push({ value: ALL, label: t`Todas as minhas igrejas` })
    for (const [kind, key] of [
      ['convention', 'conventionId'],
      ['field', 'fieldId'],
      ['sector', 'sectorId'],
    ] as const) {
      const ids = new Set(church.churches.map((c) => c[key]).filter(Boolean))
      if (ids.size < 1 || church.churches.length < 2) continue
      for (const id of ids) {
        const name = hierarchy?.names.get(id)
        if (name) options.push({ value: `${kind}:${id}`, label: name })
      }
    }
    for (const c of church.churches) options.push({ value: `church:${c.id}`, label: c.name })
    return options
  }, [church.churches, hierarchy, t])

  const scope = choice?.scope ?? ALL
  const churchIds = useMemo(() => {
    if (scope === ALL) return church.churches.map((c) => c.id)
    const [kind, id] = scope.split(':')
    const key = kind === 'church' ? 'id' : (`${kind}Id` as 'conventionId' | 'fieldId' | 'sectorId')
    return church.churches.filter((c) => c[key] === id).map((c) => c.id)
  }, [scope, church.churches])
  const owner =
    scope === ALL
      ? church.churches.length === 1
        ? (church.churches[0]?.name ?? '')
        : t`Todas as minhas igrejas`
      : (scopes.find((s) => s.value === scope)?.label ?? '')

  const state = useCashFlow(
    churchIds,
    choice?.start ?? '',
    choice?.end ?? '',
    attempt,
    keep?.from ?? null,
  )
  const arriving = useInitialSyncRunning()
  const notKept = keep && choice ? keptShort(keep, choice.start, churchIds, church.churches) : false
  const server = useServerCashFlow(
    placeOf(scope),
    churchIds,
    choice?.start ?? '',
    choice?.end ?? '',
  )
  const report: CashFlowState = notKept
    ? server.state.status === 'ready'
      ? server.state
      : { status: 'loading' }
    : state
  const onValid = useCallback((next: CashFlowChoice | null) => setChoice(next), [])

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          <Trans>Relatório financeiro</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Fluxo de caixa: até 6 meses, feito neste aparelho, também sem internet.</Trans>
        </Text>
      </Stack>
      {keep ? (
        <CashFlowControls
          key={JSON.stringify(initial)}
          scopes={scopes}
          initial={initial}
          onValid={onValid}
        />
      ) : null}
      {choice === null ? null : report.status === 'error' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t`Erro ao carregar o fluxo de caixa.`}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Tentar novamente</Trans>
          </Button>
        </Alert.Root>
      ) : arriving ? (
        <ReportStillArriving />
      ) : notKept && server.state.status !== 'ready' ? (
        <ReportNotKept keep={keep} state={server.state} onRead={server.read} />
      ) : report.status === 'loading' || !church.ready ? (
        <Text color="fg.muted">{t`Carregando...`}</Text>
      ) : (
        <Stack gap="6" data-testid="cash-flow">
          {notKept ? (
            <Text fontSize="sm" color="fg.muted" data-testid="cash-flow-from-server">
              <Trans>Lido do servidor agora: estes dados não ficam guardados neste aparelho.</Trans>
            </Text>
          ) : null}
          <FigureTiles
            label={t`Resumo do fluxo de caixa`}
            testId="cash-flow-summary"
            columns={4}
            figures={[
              [t`Saldo inicial`, formatMoney(report.flow.opening)],
              [t`Entradas`, formatMoney(report.flow.inflow)],
              [t`Saídas`, formatMoney(report.flow.outflow)],
              [t`Saldo final`, formatMoney(report.flow.closing)],
            ]}
          />
          <HStack gap="3" wrap="wrap" align="start">
            <CashFlowDownload
              flow={report.flow}
              owner={owner}
              scope={scope}
              churchId={churchIds.length === 1 ? (churchIds[0] ?? null) : null}
            />
            {report.flow.hasData && choice ? (
              <TreasuryExport
                rows={report.rows}
                start={choice.start}
                end={choice.end}
                churchName={church.nameOf}
              />
            ) : null}
          </HStack>
          {report.flow.hasData ? (
            <CashFlowTables flow={report.flow} />
          ) : (
            <Text color="fg.muted" data-testid="cash-flow-empty">
              {t`Nenhum dado disponível.`}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  )
}
