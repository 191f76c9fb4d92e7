import { useCallback } from 'react'
import {
  addDays,
  dateOfLocalStamp,
  localStamp,
  todayIso,
  type AlertOccurrence,
} from '../../../sync'
import { closeSystemNotification } from './notifications'
import { isHidden, dismissReminders, snoozeReminders } from './reminder-state'
import { useReminderSource } from './use-reminder-source'

/** The hour a reminder snoozed "until tomorrow" comes back. */
export const TOMORROW_TIME = '09:00'

export interface Reminders {
  /** Due today (and yesterday's still there), not dismissed nor snoozed, in time order. */
  today: AlertOccurrence[]
  /** The next six days. */
  week: AlertOccurrence[]
  /** The local minute they were judged at. */
  now: string
  dismiss: (id: string) => Promise<void>
  snoozeHour: (id: string) => Promise<void>
  snoozeTomorrow: (id: string) => Promise<void>
}

/**
 * Today's and this week's reminders of the signed-in user, minus those dismissed or snoozed on
 * this device (docs/reminders.md); undefined while loading or for a role that sees no entries.
 */
export function useReminders(): Reminders | undefined {
  const source = useReminderSource()
  const userId = source?.userId
  const dismiss = useCallback(
    async (id: string) => {
      if (!userId) return
      await dismissReminders(userId, [id])
      await closeSystemNotification(id)
    },
    [userId],
  )
  const snoozeHour = useCallback(
    async (id: string) => {
      if (!userId) return
      await snoozeReminders(userId, [id], localStamp(new Date(Date.now() + 3_600_000)))
      await closeSystemNotification(id)
    },
    [userId],
  )
  const snoozeTomorrow = useCallback(
    async (id: string) => {
      const tomorrow = addDays(todayIso(), 1)
      if (!userId) return
      await snoozeReminders(userId, [id], `${tomorrow} ${TOMORROW_TIME}`)
      await closeSystemNotification(id)
    },
    [userId],
  )
  if (!source) return undefined
  const { occurrences, state, now } = source
  const today = dateOfLocalStamp(now)
  const weekEnd = addDays(today, 6)
  const visible = occurrences.filter((r) => !isHidden(r, state, now))
  return {
    today: visible.filter((r) => r.date <= today),
    week: visible.filter((r) => r.date > today && r.date <= weekEnd),
    now,
    dismiss,
    snoozeHour,
    snoozeTomorrow,
  }
}
