import { daysBetween, itemsByDate, type CalendarItem } from '../../../sync'

/** An event or campaign of this many days or more is "long": shown once, not on each day. */
export const LONG_EVENT_DAYS = 8

const isLong = (item: CalendarItem) =>
  item.source === 'event' && daysBetween(item.start, item.end) + 1 >= LONG_EVENT_DAYS

/**
 * A phone's grid (issue 51): a year-long campaign put "1•" on every day, hiding what really
 * falls due. Long events leave the days and are listed once (one per event, in start order);
 * the days keep everything else.
 */
export function splitLongEvents(items: readonly CalendarItem[]): {
  long: CalendarItem[]
  byDate: Map<string, CalendarItem[]>
} {
  const long = new Map<string, CalendarItem>()
  const rest: CalendarItem[] = []
  for (const item of items) {
    if (!isLong(item)) rest.push(item)
    else if (!long.has(item.uid)) long.set(item.uid, item)
  }
  return {
    long: [...long.values()].sort((a, b) => a.start.localeCompare(b.start)),
    byDate: itemsByDate(rest),
  }
}
