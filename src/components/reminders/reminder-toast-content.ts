import type { AlertOccurrence } from '../../../sync'
import type { ReminderTexts } from './use-reminder-texts'

/** The church of a reminder, by name, for a user above several churches; null for one church's user. */
export type ChurchOf = ((churchId: string) => string) | null

/** What one toast (and its system notification) says for the reminders that fell due together. */
export interface ReminderToastContent {
  /** The reminders it answers for. */
  ids: string[]
  /** The notification's tag and the toast's id: a reminder's own id, or its group's. */
  tag: string
  title: string
  /** One reminder: what is left and when; several: each one's title with that. */
  lines: string[]
  /** Where the first reminder opens the app (a group's opens the home). */
  url: string
}

/**
 * A reminder's title, naming its church for a user above several churches ("Pagar: Gás da
 * cantina · Igreja Central"): the same bill of each church is told apart by it. A church's own
 * user reads only their church's and sees no name repeated.
 */
export function reminderTitle(r: AlertOccurrence, texts: ReminderTexts, churchOf: ChurchOf) {
  const title = texts.title(r)
  return churchOf ? `${title} · ${churchOf(r.churchId)}` : title
}

/** The toast of the reminders that fell due together (one, or a group listed line by line). */
export function reminderToastContent(
  fired: readonly AlertOccurrence[],
  texts: ReminderTexts,
  today: string,
  churchOf: ChurchOf,
): ReminderToastContent {
  const first = fired[0]!
  const single = fired.length === 1
  const where = (r: AlertOccurrence) => (churchOf ? ` · ${churchOf(r.churchId)}` : '')
  return {
    ids: fired.map((r) => r.id),
    tag: single ? first.id : `${first.id}+${fired.length - 1}`,
    title: single ? reminderTitle(first, texts, churchOf) : texts.severalTitle(fired.length),
    lines: single
      ? [texts.body(first, today)]
      : fired.map((r) => `${texts.title(r)} · ${texts.body(r, today)}${where(r)}`),
    url: single ? texts.url(first) : '/',
  }
}
