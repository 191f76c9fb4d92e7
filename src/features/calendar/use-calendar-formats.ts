import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { firstDayOfWeek, weekdayOrder, type Weekday } from '../../../sync'

/** "novembro de 2026" -> "Novembro de 2026" (only the first letter: CSS capitalize would write "De"). */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

export interface CalendarFormats {
  /** The locale's first day of the week (0 = Sunday). */
  firstDay: Weekday
  /** [short, long] weekday names in the grid's order. */
  weekdays: (readonly [string, string])[]
  /** "Terça-feira, 10 de novembro". */
  dayLabel: (date: string) => string
  /** "Novembro de 2026". */
  monthTitle: string
}

/** Month and weekday names and the first day of the week, from the app language's Intl. */
export function useCalendarFormats(year: number, month: number): CalendarFormats {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const base = useMemo(() => {
    const firstDay = firstDayOfWeek(locale)
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
    const day = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
    return {
      firstDay,
      // 1 Nov 2026 was a Sunday (weekday 0).
      weekdays: weekdayOrder(firstDay).map((d) => {
        const date = new Date(Date.UTC(2026, 10, 1 + d))
        return [short.format(date), long.format(date)] as const
      }),
      dayLabel: (date: string) => capitalized(day.format(new Date(`${date}T00:00:00Z`))),
      monthOf: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    }
  }, [locale])
  const { monthOf, ...formats } = base
  return {
    ...formats,
    monthTitle: capitalized(monthOf.format(new Date(Date.UTC(year, month - 1, 1)))),
  }
}
