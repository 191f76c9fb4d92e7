import { Badge, Card, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { hasPermission, todayIso } from '../../../sync'
import { AppIcon, type IconName } from '../../components/layout'
import { useMirrorQuery, type TableOf } from '../../components/mirror'
import { useSession } from '../../components/session'
import { formatDate, formatMoney } from '../../lib/format'
import { monthTitle } from '../../lib/dates'
import { useChurchChoice } from '../../components/books'
import { billsDue, birthdaysOfMonth, debtsDue, recentVisitors, type DebtLine } from './home-lists'
import { useRevealWhen } from './home-reveal'
import { useSettled } from './use-settled'

/**
 * What needs the user this week: bills due (treasury), birthdays and recent visitors (secretary).
 * Each card reads its own rows, so a card whose rows arrive (or change) redraws alone.
 */
export function HomeAgenda() {
  const { i18n } = useLingui()
  const granted = useSession().user?.role.permissions
  const today = todayIso()
  const month = monthTitle(Number(today.slice(0, 4)), Number(today.slice(5, 7)), i18n.locale)
  const cards = [
    hasPermission(granted, 'VIEW_EXPENSES') && <BillsCard key="bills" today={today} />,
    hasPermission(granted, 'VIEW_LIABILITIES') && (
      <DebtsCard key="debts" today={today} month={month} />
    ),
    hasPermission(granted, 'VIEW_MEMBER') && (
      <BirthdaysCard key="birthdays" today={today} month={month} />
    ),
    hasPermission(granted, 'VIEW_MEMBER') && <VisitorsCard key="visitors" />,
  ].filter(Boolean)
  if (cards.length === 0) return null
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" data-testid="home-agenda">
      {cards}
    </SimpleGrid>
  )
}

/**
 * A card's rows from the mirror; undefined (loading) while they are read or still arriving in an
 * initial sync, never a "nothing due" that is not true yet. The home shows once each card has them.
 */
function useAgendaRows<R>(query: (table: TableOf) => Promise<R>, deps: unknown[]) {
  const rows = useSettled()(useMirrorQuery(query, deps))
  useRevealWhen(rows !== undefined)
  return rows
}

function BillsCard({ today }: { today: string }) {
  const { t } = useLingui()
  const church = useChurchChoice()
  const bills = useAgendaRows(
    (table) => billsDue(table('expenses'), table('expensePayments'), today),
    [today],
  )
  return (
    <AgendaCard icon="trendingDown" title={t`Contas a pagar`} testId="home-bills">
      {bills ? (
        <>
          <HStack gap="2" wrap="wrap">
            {bills.overdue > 0 ? (
              <Link asChild>
                <RouterLink to="/expenses" search={{ situacao: 'overdue' }}>
                  <Badge colorPalette="red" data-testid="home-bills-overdue">
                    <Plural value={bills.overdue} one="# vencida" other="# vencidas" />
                  </Badge>
                </RouterLink>
              </Link>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              <Plural
                value={bills.dueThisWeek}
                _0="Nada vence nos próximos 7 dias"
                one="# vence nos próximos 7 dias"
                other="# vencem nos próximos 7 dias"
              />
            </Text>
          </HStack>
          {bills.shown.map((bill) => (
            <AgendaLine
              key={bill.id}
              label={bill.description || t`Despesa`}
              detail={church.several ? church.nameOf(bill.churchId) : undefined}
              value={formatMoney(bill.remaining)}
              hint={formatDate(bill.dueDate)}
              late={bill.late > 0}
            />
          ))}
        </>
      ) : (
        <AgendaSkeleton />
      )}
    </AgendaCard>
  )
}

function DebtsCard({ today, month }: { today: string; month: string }) {
  const { t } = useLingui()
  const church = useChurchChoice()
  const debts = useAgendaRows((table) => debtsDue(table('liabilities'), today), [today])
  const line = (debt: DebtLine) => (
    <AgendaLine
      key={debt.id}
      label={debt.name}
      detail={church.several ? church.nameOf(debt.churchId) : undefined}
      value={formatMoney(debt.value)}
      hint={formatDate(debt.dueDate)}
      late={debt.late > 0}
    />
  )
  const late = debts?.overdue.total ?? 0
  const coming = debts?.thisMonth.total ?? 0
  return (
    <AgendaCard icon="file" title={t`Passivos a vencer em ${month}`} testId="home-debts">
      {debts ? (
        <>
          {/* The overdue ones apart and first: they are not "to fall due", they already did. */}
          {late > 0 ? (
            <Stack gap="1" data-testid="home-debts-overdue">
              <AgendaHeading late>
                <Plural value={late} one="Vencido (#)" other="Vencidos (#)" />
              </AgendaHeading>
              <MonthLines list={debts.overdue} none={null} moreTo="/liabilities" line={line} />
            </Stack>
          ) : null}
          <Stack gap="1" data-testid="home-debts-month">
            {late > 0 && coming > 0 ? (
              <AgendaHeading>
                <Plural value={coming} one="A vencer (#)" other="A vencer (#)" />
              </AgendaHeading>
            ) : null}
            <MonthLines
              list={debts.thisMonth}
              none={
                late > 0 ? (
                  <Trans>Nenhum outro passivo vence neste mês.</Trans>
                ) : (
                  <Trans>Nenhum passivo vence neste mês.</Trans>
                )
              }
              moreTo="/liabilities"
              line={line}
            />
          </Stack>
        </>
      ) : (
        <AgendaSkeleton />
      )}
    </AgendaCard>
  )
}

/** A group's heading inside a card ("Vencidos (2)"). */
function AgendaHeading(props: { late?: boolean; children: ReactNode }) {
  return (
    <Text as="h3" fontSize="sm" fontWeight="semibold" color={props.late ? 'fg.error' : 'fg'}>
      {props.children}
    </Text>
  )
}

function BirthdaysCard({ today, month }: { today: string; month: string }) {
  const { t } = useLingui()
  const birthdays = useAgendaRows((table) => birthdaysOfMonth(table('members'), today), [today])
  return (
    <AgendaCard icon="heart" title={t`Aniversariantes de ${month}`} testId="home-birthdays">
      {birthdays ? (
        <MonthLines
          list={birthdays}
          none={<Trans>Nenhum aniversariante neste mês.</Trans>}
          line={(b) => (
            <AgendaLine
              key={b.id}
              label={b.name}
              to={b.id}
              value={String(b.day).padStart(2, '0')}
            />
          )}
        />
      ) : (
        <AgendaSkeleton />
      )}
    </AgendaCard>
  )
}

function VisitorsCard() {
  const { t } = useLingui()
  const visitors = useAgendaRows((table) => recentVisitors(table('members')), [])
  return (
    <AgendaCard icon="userCheck" title={t`Visitantes recentes`} testId="home-visitors">
      {visitors === undefined ? (
        <AgendaSkeleton />
      ) : visitors.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Nenhum visitante registrado.</Trans>
        </Text>
      ) : (
        visitors.map((v) => (
          <AgendaLine key={v.id} label={v.name} to={v.id} visitor value={formatDate(v.date)} />
        ))
      )}
    </AgendaCard>
  )
}

function AgendaCard(props: { icon: IconName; title: string; testId: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" data-testid={props.testId}>
      <Card.Body gap="2">
        <HStack gap="2" color="fg.muted">
          <AppIcon name={props.icon} />
          <Text as="h2" fontWeight="semibold" color="fg">
            {props.title}
          </Text>
        </HStack>
        <Stack gap="1">{props.children}</Stack>
      </Card.Body>
    </Card.Root>
  )
}

/**
 * A month's lines in a card: a sentence when there are none, the first few, and "e mais N" for
 * the rest (a link when the rest has a screen of its own).
 */
function MonthLines<T>(props: {
  list: { total: number; shown: T[] }
  none: ReactNode
  moreTo?: '/liabilities'
  line: (item: T) => ReactNode
}) {
  const { total, shown } = props.list
  const more = total > shown.length ? <Trans>e mais {total - shown.length}</Trans> : null
  return (
    <>
      {total === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {props.none}
        </Text>
      ) : null}
      {shown.map(props.line)}
      {more && props.moreTo ? (
        <Link asChild fontSize="sm">
          <RouterLink to={props.moreTo}>{more}</RouterLink>
        </Link>
      ) : more ? (
        <Text fontSize="sm" color="fg.muted">
          {more}
        </Text>
      ) : null}
    </>
  )
}

/** The lines of a card still being read (the card keeps its place: nothing below jumps). */
function AgendaSkeleton() {
  return (
    <Stack gap="2" py="1">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="4" />
      ))}
    </Stack>
  )
}

/** One line of an agenda card: a name (linking to the member when `to` is given) and a figure. */
function AgendaLine(props: {
  visitor?: boolean
  label: string
  /** Under the label, smaller: the row's church for a user above several. */
  detail?: string
  value: string
  hint?: string
  to?: string
  late?: boolean
}) {
  return (
    <HStack justify="space-between" gap="3" fontSize="sm">
      {props.to ? (
        <Link asChild truncate>
          <RouterLink
            to={props.visitor ? '/visitors/$memberId' : '/members/$memberId'}
            params={{ memberId: props.to }}
          >
            {props.label}
          </RouterLink>
        </Link>
      ) : props.detail ? (
        <Stack gap="0" minW="0">
          <Text truncate>{props.label}</Text>
          <Text truncate fontSize="xs" color="fg.muted" data-testid="agenda-line-detail">
            {props.detail}
          </Text>
        </Stack>
      ) : (
        <Text truncate>{props.label}</Text>
      )}
      <HStack gap="2" flexShrink={0}>
        {props.hint ? <Text color={props.late ? 'fg.error' : 'fg.muted'}>{props.hint}</Text> : null}
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {props.value}
        </Text>
      </HStack>
    </HStack>
  )
}
