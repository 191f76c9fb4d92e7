import { useEffect, useMemo, useState } from 'react'
import {
  addDays,
  alertOccurrences,
  dateOfLocalStamp,
  hasPermission,
  type AlertOccurrence,
} from '../../../sync'
import { useMirrorQuery } from '../mirror'
import { useSession } from '../session'
import { useNowStamp } from './reminder-clock'
import { readAlertInput } from './reminder-data'
import { onStateChange, readState, type ReminderState } from './reminder-state'

/** The service worker says so when it changed the state (a notification's action). */
export const REMINDERS_CHANNEL = 'celeiro-reminders'

/** How many days ahead the reminders are read (the home lists a week; the worker gets 7 days). */
export const DAYS_AHEAD = 7

export interface ReminderSource {
  userId: string
  /** The reminders from yesterday to a week ahead, of open instalments, in time order. */
  occurrences: AlertOccurrence[]
  state: ReminderState
  /** The local minute they were judged at. */
  now: string
}

/** This device's state of the user's reminders, re-read on every change (tab, worker). */
function useReminderState(userId: string | undefined, now: string): ReminderState | undefined {
  const [state, setState] = useState<{ userId: string; state: ReminderState }>()
  useEffect(() => {
    if (!userId) return
    let live = true
    const reread = () =>
      void readState(userId).then((s) => {
        if (live) setState({ userId, state: s })
      })
    reread()
    const off = onStateChange(reread)
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(REMINDERS_CHANNEL)
    if (channel) channel.onmessage = reread
    return () => {
      live = false
      off()
      channel?.close()
    }
  }, [userId, now])
  return state && state.userId === userId ? state.state : undefined
}

/**
 * The reminders of the signed-in user (those of the revenues and expenses the role sees) with
 * what this device did with them; undefined while loading or for a role that sees neither.
 */
export function useReminderSource(): ReminderSource | undefined {
  const user = useSession().user
  const granted = user?.role.permissions
  const sight = {
    revenues: hasPermission(granted, 'VIEW_REVENUES'),
    expenses: hasPermission(granted, 'VIEW_EXPENSES'),
  }
  const now = useNowStamp()
  const today = dateOfLocalStamp(now)
  const occurrences = useMirrorQuery(
    async (table) =>
      sight.revenues || sight.expenses
        ? alertOccurrences(
            await readAlertInput(table, sight),
            addDays(today, -1),
            addDays(today, DAYS_AHEAD),
          )
        : null,
    [sight.revenues, sight.expenses, today],
  )
  const state = useReminderState(user?.id, now)
  const userId = user?.id
  return useMemo(
    () => (userId && occurrences && state ? { userId, occurrences, state, now } : undefined),
    [userId, occurrences, state, now],
  )
}
