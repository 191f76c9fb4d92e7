import { addDays, type CalendarItem } from '../../../sync'

/** What the export writes of one item (summary and description already in the user's language). */
export interface IcsLabels {
  summary: (item: CalendarItem) => string
  description: (item: CalendarItem) => string
}

const utcDate = (iso: string): Date => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d))
}

/** The file name of a month's export: `calendario_2026-11.ics`. */
export const icsFileName = (month: string): string => `calendario_${month}.ics`

/**
 * The month's due dates and events as an iCalendar file (RFC 5545), written by ical-generator
 * (loaded only when exporting: it stays out of the start-up bundle). Every item is an all-day
 * VEVENT (`DTSTART;VALUE=DATE`, DTEND exclusive); an event is one VEVENT over its whole span,
 * once however many days of the month it covers; reminders are left out (they are the entries'
 * own, not dates of their own). UIDs are stable, `<item>@celeiro`, so importing the file again
 * updates instead of duplicating.
 */
export async function calendarIcs(
  items: readonly CalendarItem[],
  labels: IcsLabels,
  name: string,
): Promise<string> {
  const { default: ical } = await import('ical-generator')
  const calendar = ical({ name, prodId: { company: 'Celeiro', product: 'Calendario' } })
  const seen = new Set<string>()
  for (const item of items) {
    if (item.source === 'alert' || seen.has(item.uid)) continue
    seen.add(item.uid)
    calendar.createEvent({
      id: `${item.uid}@celeiro`,
      allDay: true,
      start: utcDate(item.start),
      end: utcDate(addDays(item.end, 1)),
      summary: labels.summary(item),
      description: labels.description(item),
    })
  }
  return calendar.toString()
}
