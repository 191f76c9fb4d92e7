import { EmptyState, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AppIcon, type IconName } from '../../components/layout'
import { formatMoney, formatNumber } from '../../lib/format'
import { monthTitle } from '../../lib/dates'
import type { MonthAndYear } from './home-figures'
import { MetricCard, type MetricCardProps, type MetricLine } from './metric-card'
import { useHomeFigures, type Figure } from './use-home-figures'
import { useRevealWhen } from './home-reveal'
import { useSettled } from './use-settled'

/**
 * The home screen's annual and monthly figures (spec §2), from the mirror: the user's place in
 * the hierarchy, only what the role may see, live (a tithe entered or pulled shows at once).
 */
export function HomeMetrics() {
  const { t, i18n } = useLingui()
  const figures = useHomeFigures()
  const { today, tithes, receipts, payments } = figures
  // Read from rows, not from the monthly totals: whole only once the initial sync has ended.
  const settled = useSettled()
  const [repasse, people, inventory, debts] = [
    settled(figures.repasse),
    settled(figures.people),
    settled(figures.inventory),
    settled(figures.debts),
  ]
  useRevealWhen(
    [tithes, receipts, payments, repasse, people, inventory, debts].every((x) => x !== undefined),
  )
  const year = today.slice(0, 4)
  const thisMonth = monthTitle(Number(year), Number(today.slice(5, 7)), i18n.locale)
  const inYear = t`Em ${year}`
  const money = (value: number | undefined) =>
    value === undefined ? undefined : formatMoney(value)
  const tone = (value: number | undefined) =>
    value === undefined ? undefined : value < 0 ? ('negative' as const) : ('positive' as const)
  /** This month's and this year's money; `toned`: red below zero, green above. */
  const monthAndYear = (figure: MonthAndYear | null | undefined, toned = false): MetricLine[] => [
    {
      label: thisMonth,
      value: money(figure?.month),
      tone: toned ? tone(figure?.month) : undefined,
    },
    { label: inYear, value: money(figure?.year), tone: toned ? tone(figure?.year) : undefined },
  ]
  const balance = balanceOf(tithes, receipts, payments)
  const sums: {
    key: string
    figure: Figure<MonthAndYear>
    title: string
    icon: IconName
    to: MetricCardProps['to']
  }[] = [
    { key: 'tithes', figure: tithes, title: t`Dízimos e ofertas`, icon: 'heart', to: '/tithing' },
    {
      key: 'receipts',
      figure: receipts,
      title: t`Receitas recebidas`,
      icon: 'trendingUp',
      to: '/revenues',
    },
    {
      key: 'payments',
      figure: payments,
      title: t`Despesas pagas`,
      icon: 'trendingDown',
      to: '/expenses',
    },
  ]

  const cards = [
    ...sums.map(
      ({ key, figure, title, icon, to }) =>
        figure !== null && (
          <MetricCard
            key={key}
            testId={`metric-${key}`}
            title={title}
            icon={icon}
            to={to}
            lines={monthAndYear(figure)}
          />
        ),
    ),
    balance !== null && (
      <MetricCard
        key="balance"
        testId="metric-balance"
        title={t`Saldo (entradas − saídas)`}
        icon="chart"
        lines={monthAndYear(balance, true)}
      />
    ),
    repasse !== null && (
      <MetricCard
        key="repasse"
        testId="metric-repasse"
        title={t`Repasse de ${year}`}
        icon="share"
        to="/repasse"
        lines={[
          { label: t`Devido`, value: money(repasse?.owed) },
          ...(payments === null ? [] : [{ label: t`Pago`, value: money(repasse?.paid) }]),
        ]}
      />
    ),
    people !== null && (
      <MetricCard
        key="people"
        testId="metric-people"
        title={t`Membros e visitantes`}
        icon="users"
        to="/members"
        lines={[
          { label: t`Membros ativos`, value: count(people?.active) },
          { label: t`Visitantes`, value: count(people?.visitors) },
        ]}
        note={
          people?.awaitingApproval ? (
            <Text fontSize="sm" color="fg.warning" data-testid="metric-awaiting-approval">
              <Plural
                value={people.awaitingApproval}
                one="# cadastro aguardando aprovação"
                other="# cadastros aguardando aprovação"
              />
            </Text>
          ) : null
        }
      />
    ),
    inventory !== null && (
      <MetricCard
        key="inventory"
        testId="metric-inventory"
        title={t`Patrimônio`}
        icon="box"
        to="/assets"
        lines={[
          { label: t`Valor`, value: money(inventory?.value) },
          { label: t`Itens identificados`, value: count(inventory?.items) },
        ]}
      />
    ),
    debts !== null && (
      <MetricCard
        key="debts"
        testId="metric-debts"
        title={t`Passivos`}
        icon="file"
        to="/liabilities"
        lines={[
          { label: t`Vence este mês`, value: money(debts?.dueThisMonth) },
          { label: t`Em aberto`, value: money(debts?.open) },
        ]}
        note={
          debts?.overdue ? (
            <Text fontSize="sm" color="fg.error" data-testid="metric-debts-overdue">
              <Plural value={debts.overdue} one="# passivo vencido" other="# passivos vencidos" />
            </Text>
          ) : null
        }
      />
    ),
  ].filter(Boolean)

  if (cards.length === 0)
    return (
      <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg" data-testid="home-metrics-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <AppIcon name="chart" />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title as="h2">
              <Trans>Nenhum indicador para o seu perfil</Trans>
            </EmptyState.Title>
            <EmptyState.Description>
              <Trans>
                Os totais da tesouraria e do cadastro aparecem aqui para quem tem acesso a eles.
              </Trans>
            </EmptyState.Description>
          </Stack>
        </EmptyState.Content>
      </EmptyState.Root>
    )
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" data-testid="home-metrics">
      {cards}
    </SimpleGrid>
  )
}

const count = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value))

/**
 * What came in (tithes and offerings, revenue receipts: those the role sees) minus what went out
 * (expense payments). null when the role sees no payments or nothing that comes in.
 */
function balanceOf(
  tithes: Figure<MonthAndYear>,
  receipts: Figure<MonthAndYear>,
  payments: Figure<MonthAndYear>,
): Figure<MonthAndYear> {
  if (payments === null || (tithes === null && receipts === null)) return null
  if (payments === undefined || tithes === undefined || receipts === undefined) return undefined
  const part = (key: keyof MonthAndYear) =>
    (tithes?.[key] ?? 0) + (receipts?.[key] ?? 0) - payments[key]
  return { month: part('month'), year: part('year') }
}
