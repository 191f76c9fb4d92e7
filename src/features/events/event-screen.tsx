import {
  Badge,
  Button,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink, useParams } from '@tanstack/react-router'
import { lazy, Suspense, useMemo } from 'react'
import { eventFigures, eventLevel, eventPhase, todayIso } from '../../../sync'
import { useChurchChoice } from '../../components/books'
import { FigureTiles } from '../../components/figure-tiles'
import { AppIcon } from '../../components/layout/icons'
import { useMirrorRow } from '../../components/mirror'
import { useSession } from '../../components/session'
import { formatDate, formatMoney, formatPeriod } from '../../lib/format'
import { EventProgress } from './event-progress'
import { FiguresTable } from './figures-table'
import { eventFiguresShown, eventPart } from './event-reach'
import { levelLabel, partNote, phaseLabel } from './labels'
import { useEventBooks, useEventProgress } from './use-event-books'
import { useEventOwners } from './use-event-owners'

const EventChart = lazy(() => import('./event-chart'))

/**
 * /events/$eventId: one event or campaign — collected against its goal, spent against its
 * budget, by month (a chart) and, for a campaign above a church, by church; the entries linked.
 * The money only to who may read it (revenues, expenses), and said to be the user's church's (or
 * sector's) share when the campaign is above what the user's device holds.
 */
export function EventScreen() {
  const { t } = useLingui()
  const eventId = useParams({ strict: false }).eventId ?? ''
  const event = useMirrorRow('events', eventId)
  const books = useEventBooks()
  const church = useChurchChoice()
  const { nameOf } = useEventOwners()
  const user = useSession().user
  const shown = eventFiguresShown(user?.role.permissions)
  // The progress from the device's event sums (fast: issue 50); what the linked entries still
  // expect (all their instalments) only the rows give, and comes when they are read.
  const figures = useEventProgress(event)
  const planned = useMemo(
    () => (event && books ? eventFigures({ event, ...books }).planned : undefined),
    [event, books],
  )
  const linked = useMemo(() => {
    if (!books) return []
    const rows = [
      ...books.revenues
        .filter((r) => r.eventId === eventId)
        .map((row) => ({ kind: 'revenue' as const, row })),
      ...books.expenses
        .filter((e) => e.eventId === eventId)
        .map((row) => ({ kind: 'expense' as const, row })),
    ]
    return rows.sort((a, b) => a.row.dueDate.localeCompare(b.row.dueDate))
  }, [books, eventId])
  // Tithes and offerings given for it: one line (a congress takes hundreds), linked to the tithes.
  const gifts = useMemo(() => {
    const given = (books?.tithes ?? []).filter((g) => g.eventId === eventId)
    if (given.length === 0) return null
    const dates = given.map((g) => g.date).sort()
    return { count: given.length, first: dates[0]!, last: dates[dates.length - 1]! }
  }, [books, eventId])

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="start">
      <RouterLink to="/events">
        <AppIcon name="chevronLeft" boxSize="4" />
        <Trans>Campanhas</Trans>
      </RouterLink>
    </Button>
  )
  if (event === undefined || !figures) return back
  if (event === null)
    return (
      <Stack gap="4">
        {back}
        <Text>{t`Campanha não encontrada. Ela pode ter sido excluída.`}</Text>
      </Stack>
    )
  const phase = eventPhase(event, todayIso())
  const level = eventLevel(event)
  const part = eventPart(event, user?.node)
  const money = shown.collected || shown.spent
  const paidByEntry = new Map<string, number>()
  for (const p of [...(books?.receipts ?? []), ...(books?.payments ?? [])])
    paidByEntry.set(p.entryId, (paidByEntry.get(p.entryId) ?? 0) + p.amount)
  const tiles: [string, string][] = [
    ...(shown.collected
      ? [[t`Arrecadado`, formatMoney(figures.collected)] as [string, string]]
      : []),
    ...(shown.spent ? [[t`Despesas pagas`, formatMoney(figures.spent)] as [string, string]] : []),
    ...(shown.collected && shown.spent
      ? [[t`Saldo da campanha`, formatMoney(figures.collected - figures.spent)] as [string, string]]
      : []),
    ...(shown.collected
      ? [
          [
            t`Previsto nas receitas ligadas`,
            planned === undefined ? '…' : formatMoney(planned),
          ] as [string, string],
        ]
      : []),
    ...(shown.collected && figures.given > 0
      ? [[t`Dízimos e ofertas`, formatMoney(figures.given)] as [string, string]]
      : []),
  ]
  const owner = nameOf(event)
  return (
    <Stack gap="8">
      <Stack gap="3">
        {back}
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {event.name}
          </Heading>
          <Badge
            colorPalette={phase === 'running' ? 'green' : phase === 'upcoming' ? 'blue' : 'gray'}
          >
            {phaseLabel(phase)}
          </Badge>
        </HStack>
        <Text color="fg.muted">
          {[
            level ? `${nameOf(event)} · ${levelLabel(level)}` : nameOf(event),
            event.startDate === event.endDate
              ? formatDate(event.startDate)
              : `${formatDate(event.startDate)} – ${formatDate(event.endDate)}`,
            event.location,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {event.description ? <Text>{event.description}</Text> : null}
      </Stack>

      {!money ? (
        <Text color="fg.muted" data-testid="event-no-money">
          <Trans>
            O que a campanha arrecadou e gastou aparece para quem pode ver as receitas e despesas da
            tesouraria.
          </Trans>
        </Text>
      ) : part ? (
        <Text color="fg.muted" data-testid="event-part">
          {partNote(part)}{' '}
          {t`A campanha toda é de ${owner}; o total dela aparece para quem trabalha lá.`}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid="event-progress">
        {shown.collected ? (
          <EventProgress
            label={t`Arrecadado x meta`}
            value={figures.collected}
            goal={event.revenueBudget}
            part={part}
          />
        ) : null}
        {shown.spent && event.budgetAmount !== null ? (
          <EventProgress
            label={
              event.budgetEnd
                ? t`Gasto x orçamento (até ${formatDate(event.budgetEnd)})`
                : t`Gasto x orçamento`
            }
            value={figures.spent}
            goal={event.budgetAmount}
            part={part}
            spend
          />
        ) : null}
      </SimpleGrid>
      {money ? (
        <FigureTiles
          figures={tiles}
          label={t`Totais da campanha`}
          testId="event-figures"
          columns={4}
        />
      ) : null}

      {money ? (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            <Trans>Por mês</Trans>
          </Heading>
          {figures.byMonth.length === 0 ? (
            <Text color="fg.muted">
              <Trans>Nada recebido nem pago ainda para esta campanha.</Trans>
            </Text>
          ) : (
            <>
              <Suspense fallback={<Skeleton h={{ base: '64', md: '72' }} rounded="md" />}>
                <EventChart months={figures.byMonth} />
              </Suspense>
              <FiguresTable
                label={t`Por mês`}
                first={t`Mês`}
                rows={figures.byMonth.map((m) => ({
                  key: m.period,
                  name: formatPeriod(m.period),
                  ...m,
                }))}
                shown={shown}
              />
            </>
          )}
        </Stack>
      ) : null}

      {money && event.churchId === null && figures.byChurch.length > 0 ? (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            <Trans>Por igreja</Trans>
          </Heading>
          <FiguresTable
            label={t`Por igreja`}
            first={t`Igreja`}
            rows={figures.byChurch.map((c) => ({
              key: c.churchId,
              name: church.nameOf(c.churchId),
              ...c,
            }))}
            shown={shown}
          />
        </Stack>
      ) : null}

      <Stack gap="3">
        <Heading as="h2" size="lg">
          <Trans>Receitas e despesas ligadas</Trans>
        </Heading>
        {linked.length === 0 && !gifts ? (
          <Text color="fg.muted">
            <Trans>
              Nenhuma ainda. Ao cadastrar uma receita, despesa, dízimo ou oferta, escolha esta
              campanha no campo "Evento ou campanha".
            </Trans>
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={t`Receitas e despesas ligadas`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Vencimento`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Tipo`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Descrição`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Realizado`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {gifts ? (
                <Table.Row data-testid="event-gifts">
                  <Table.Cell>
                    {gifts.first === gifts.last
                      ? formatDate(gifts.first)
                      : `${formatDate(gifts.first)} – ${formatDate(gifts.last)}`}
                  </Table.Cell>
                  <Table.Cell>
                    <RouterLink to="/tithing">{t`Dízimos e ofertas`}</RouterLink>
                  </Table.Cell>
                  <Table.Cell>
                    {plural(gifts.count, { one: '# lançamento', other: '# lançamentos' })}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(figures.given)}</Table.Cell>
                </Table.Row>
              ) : null}
              {linked.map(({ kind, row }) => (
                <Table.Row key={row.id}>
                  <Table.Cell>{formatDate(row.dueDate)}</Table.Cell>
                  <Table.Cell>
                    <RouterLink
                      to={kind === 'revenue' ? '/revenues' : '/expenses'}
                      search={{ id: row.id }}
                    >
                      {kind === 'revenue' ? t`Receita` : t`Despesa`}
                    </RouterLink>
                  </Table.Cell>
                  <Table.Cell>
                    {[
                      row.description || '—',
                      church.churches.length > 1 ? church.nameOf(row.churchId) : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {formatMoney(paidByEntry.get(row.id) ?? 0)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Stack>
  )
}
