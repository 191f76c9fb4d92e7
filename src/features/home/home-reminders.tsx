import { Button, Card, HStack, Link, Menu, Portal, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { type AlertOccurrence, dateOfLocalStamp, hasPermission } from '../../../sync'
import { AppIcon } from '../../components/layout'
import { useChurchChoice } from '../../components/books'
import {
  NotificationSettings,
  useReminderTexts,
  useReminders,
  type Reminders,
} from '../../components/reminders'
import { useSession } from '../../components/session'
import { formatDate, formatMoney } from '../../lib/format'
import { useRevealWhen } from './home-reveal'
import { useSettled } from './use-settled'

/**
 * "Lembretes": the alerts of revenues and expenses due today and this week (docs/reminders.md),
 * each dismissed or snoozed on this device; only for a role that sees revenues or expenses.
 * An administrator's churches may have dozens in a week: each group shows its first
 * REMINDERS_SHOWN (the rest on request), and each line names its church for a user above several
 * churches (a church's own user reads only theirs: no name repeated).
 */
export function HomeReminders() {
  const granted = useSession().user?.role.permissions
  const sees = hasPermission(granted, 'VIEW_REVENUES') || hasPermission(granted, 'VIEW_EXPENSES')
  return sees ? <RemindersCard /> : null
}

const REMINDERS_SHOWN = 5

function RemindersCard() {
  const reminders = useSettled()(useReminders())
  const church = useChurchChoice()
  const churches: ChurchOf = church.several ? church.nameOf : null
  useRevealWhen(reminders !== undefined && church.ready)
  return (
    <Card.Root size="sm" data-testid="home-reminders">
      <Card.Body gap="3">
        <HStack gap="2" color="fg.muted">
          <AppIcon name="clock" />
          <Text as="h2" fontWeight="semibold" color="fg">
            <Trans>Lembretes</Trans>
          </Text>
        </HStack>
        {reminders === undefined || !church.ready ? (
          <Skeleton height="10" />
        ) : (
          <>
            <Group
              title={<Trans>Hoje</Trans>}
              testId="reminders-today"
              list={reminders.today}
              reminders={reminders}
              churches={churches}
            >
              <Trans>Nenhum lembrete para hoje.</Trans>
            </Group>
            <Group
              title={<Trans>Nesta semana</Trans>}
              testId="reminders-week"
              list={reminders.week}
              reminders={reminders}
              churches={churches}
            >
              <Trans>Nenhum lembrete nos próximos dias.</Trans>
            </Group>
          </>
        )}
        <NotificationSettings compact />
      </Card.Body>
    </Card.Root>
  )
}

/** A reminder's church by name for a user above several churches; null for one church's user. */
type ChurchOf = ((churchId: string) => string) | null

function Group(props: {
  title: ReactNode
  testId: string
  list: AlertOccurrence[]
  reminders: Reminders
  churches: ChurchOf
  children: ReactNode
}) {
  const [expanded, setExpanded] = useState(false)
  // A button that shows one line more would take the line's place: show it instead.
  const capped = !expanded && props.list.length > REMINDERS_SHOWN + 1
  const shown = capped ? props.list.slice(0, REMINDERS_SHOWN) : props.list
  const hidden = props.list.length - shown.length
  return (
    <Stack gap="1" data-testid={props.testId}>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {props.title}
      </Text>
      {props.list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {props.children}
        </Text>
      ) : (
        shown.map((r) => (
          <ReminderLine
            key={r.id}
            reminder={r}
            reminders={props.reminders}
            church={props.churches?.(r.churchId)}
          />
        ))
      )}
      {hidden > 0 ? (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          onClick={() => setExpanded(true)}
          data-testid="reminders-more"
        >
          <Trans>Mostrar mais {hidden}</Trans>
        </Button>
      ) : null}
    </Stack>
  )
}

function ReminderLine({
  reminder: r,
  reminders,
  church,
}: {
  reminder: AlertOccurrence
  reminders: Reminders
  /** Named when the reminders are of more than one church. */
  church: string | undefined
}) {
  const { t } = useLingui()
  const texts = useReminderTexts()
  const router = useRouter()
  const url = texts.url(r)
  const today = dateOfLocalStamp(reminders.now)
  const title = texts.title(r)
  const when = r.date === today ? r.time : `${formatDate(r.date)} ${r.time}`
  // On a phone the line's words wrap and its actions say what they do (issue 51: at 390 px
  // "vence …" was cut and the actions were bare icons).
  return (
    <Stack gap="1" fontSize="sm" data-testid="reminder-line">
      <Stack gap="0" minW="0">
        <Link
          href={url}
          fontWeight="medium"
          overflowWrap="anywhere"
          onClick={(event) => {
            event.preventDefault()
            void router.navigate({ href: url })
          }}
        >
          {title}
        </Link>
        {church ? (
          <Text color="fg.muted" truncate data-testid="reminder-church">
            {church}
          </Text>
        ) : null}
        <Text color={r.instalmentDate < today ? 'fg.error' : 'fg.muted'}>
          {when} · {formatMoney(r.remaining)} · <Trans>vence {formatDate(r.instalmentDate)}</Trans>
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Menu.Root positioning={{ placement: 'bottom-start' }}>
          <Menu.Trigger asChild>
            <Button size="xs" variant="outline" aria-label={t`Adiar ${title}`}>
              <AppIcon name="clock" />
              <Trans context="a reminder: remind later">Adiar</Trans>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="hour" onSelect={() => void reminders.snoozeHour(r.id)}>
                  {texts.snoozeHour}
                </Menu.Item>
                <Menu.Item value="tomorrow" onSelect={() => void reminders.snoozeTomorrow(r.id)}>
                  {texts.snoozeTomorrow}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Button
          size="xs"
          variant="outline"
          aria-label={t`Dispensar ${title}`}
          onClick={() => void reminders.dismiss(r.id)}
        >
          <AppIcon name="check" />
          {texts.dismiss}
        </Button>
      </HStack>
    </Stack>
  )
}
