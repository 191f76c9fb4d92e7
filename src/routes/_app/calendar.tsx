import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guardedRoute } from './-guard'

export const Route = createFileRoute('/_app/calendar')(
  guardedRoute('VIEW_CALENDAR', CalendarScreen),
)

function CalendarScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Calendário`} />
}
