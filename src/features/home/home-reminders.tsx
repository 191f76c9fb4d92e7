import {
  Card,
  HStack,
  IconButton,
  Link,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type AlertOccurrence, hasPermission } from '../../../sync'
import { AppIcon } from '../../components/layout'
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
 */
export function HomeReminders() {
  const granted = useSession().user?.role.permissions
  const sees = hasPermission(granted, 'VIEW_REVENUES') || hasPermission(granted, 'VIEW_EXPENSES')
  return sees ? <RemindersCard /> : null
}

function RemindersCard() {
  const reminders = useSettled()(useReminders())
  useRevealWhen(reminders !== undefined)
  return (
    <Card.Root size="sm" data-testid="home-reminders">
      <Card.Body gap="3">
        <HStack gap="2" color="fg.muted">
          <AppIcon name="clock" />
          <Text as="h2" fontWeight="semibold" color="fg">
            <Trans>Lembretes</Trans>
          </Text>
        </HStack>
        {reminders === undefined ? (
          <Skeleton height="10" />
        ) : (
          <>
            <Group title={<Trans>Hoje</Trans>} list={reminders.today} reminders={reminders}>
              <Trans>Nenhum lembrete para hoje.</Trans>
            </Group>
            <Group title={<Trans>Nesta semana</Trans>} list={reminders.week} reminders={reminders}>
              <Trans>Nenhum lembrete nos próximos dias.</Trans>
            </Group>
          </>
        )}
        <NotificationSettings compact />
      </Card.Body>
    </Card.Root>
  )
}

function Group(props: {
  title: ReactNode
  list: AlertOccurrence[]
  reminders: Reminders
  children: ReactNode
}) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {props.title}
      </Text>
      {props.list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {props.children}
        </Text>
      ) : (
        props.list.map((r) => <ReminderLine key={r.id} reminder={r} reminders={props.reminders} />)
      )}
    </Stack>
  )
}

function ReminderLine({
  reminder: r,
  reminders,
}: {
  reminder: AlertOccurrence
  reminders: Reminders
}) {
  const { t } = useLingui()
  const texts = useReminderTexts()
  const router = useRouter()
  const url = texts.url(r)
  const today = reminders.now.slice(0, 10)
  const title = texts.title(r)
  const when = r.date === today ? r.time : `${formatDate(r.date)} ${r.time}`
  return (
    <HStack gap="2" fontSize="sm" data-testid="reminder-line">
      <Stack gap="0" flex="1" minW="0">
        <Link
          href={url}
          truncate
          fontWeight="medium"
          onClick={(event) => {
            event.preventDefault()
            void router.navigate({ href: url })
          }}
        >
          {title}
        </Link>
        <Text color={r.instalmentDate < today ? 'fg.error' : 'fg.muted'} truncate>
          {when} · {formatMoney(r.remaining)} · <Trans>vence {formatDate(r.instalmentDate)}</Trans>
        </Text>
      </Stack>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={t`Adiar ${title}`}>
            <AppIcon name="clock" />
          </IconButton>
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
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t`Dispensar ${title}`}
        onClick={() => void reminders.dismiss(r.id)}
      >
        <AppIcon name="check" />
      </IconButton>
    </HStack>
  )
}
