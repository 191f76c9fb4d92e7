import { createFileRoute } from '@tanstack/react-router'
import { CalendarScreen, type CalendarSearch } from '../../features/calendar/calendar-screen'
import { guarded } from './-guard'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** `?vista=lista&mes=2026-11&dia=2026-11-10&igreja=<id>`: anything else is dropped. */
function calendarSearch(search: Record<string, unknown>): CalendarSearch {
  const { vista, mes, dia, igreja } = search
  return {
    ...(vista === 'lista' ? { vista } : {}),
    ...(typeof mes === 'string' && MONTH.test(mes) ? { mes } : {}),
    ...(typeof dia === 'string' && DAY.test(dia) ? { dia } : {}),
    ...(typeof igreja === 'string' && igreja.length <= 64 ? { igreja } : {}),
  }
}

/** The financial calendar (spec §2): month grid or list, by year and month, from the mirror. */
export const Route = createFileRoute('/_app/calendar')({
  validateSearch: calendarSearch,
  ...guarded('VIEW_CALENDAR', 'calendar'),
  component: Screen,
})

function Screen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CalendarScreen
      search={search}
      onSearch={(patch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })
      }
    />
  )
}
