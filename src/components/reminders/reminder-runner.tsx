import { useRouter } from '@tanstack/react-router'
import { createElement, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  addDays,
  dateOfLocalStamp,
  localInstant,
  localStamp,
  session,
  type AlertOccurrence,
} from '../../../sync'
import { toaster } from '../../lib/toaster'
import { tick } from './reminder-clock'
import { LISTED, ReminderToastBody } from './reminder-toast'
import {
  reminderTitle,
  reminderToastContent,
  type ChurchOf,
  type ReminderToastContent,
} from './reminder-toast-content'
import {
  clearUpcoming,
  claimFiring,
  dismissReminders,
  effectiveDue,
  FIRE_WINDOW_HOURS,
  isHiddenId,
  nextDue,
  snoozeReminders,
  toFire,
  writeUpcoming,
  type ReminderState,
} from './reminder-state'
import {
  closeSystemNotification,
  notificationPermission,
  registerPeriodicSync,
  showSystemNotification,
} from './notifications'
import { useReminderSource } from './use-reminder-source'
import { useReminderTexts, type ReminderTexts } from './use-reminder-texts'
import { useInitialSyncRunning } from '../sync-status/use-sync-status'
import { useChurchChoice } from '../books/use-church'

const HOUR = 3_600_000
/** setTimeout's longest delay (about 24.8 days). */
const MAX_DELAY = 2 ** 31 - 1

// After sign-out the service worker has nobody's reminders to raise.
session.subscribe(() => {
  if (session.getSnapshot().status === 'signed-out') void clearUpcoming()
})

/** What the service worker may raise while the app is closed: the next days', not dismissed. */
function upcomingFor(
  occurrences: readonly AlertOccurrence[],
  state: ReminderState,
  since: string,
  texts: ReminderTexts,
  today: string,
  churchOf: ChurchOf,
) {
  return occurrences
    .filter((r) => state.dismissed[r.id] === undefined && effectiveDue(r, state) > since)
    .map((r) => ({
      id: r.id,
      due: effectiveDue(r, state),
      title: reminderTitle(r, texts, churchOf),
      body: texts.body(r, r.date > today ? r.date : today),
      url: texts.url(r),
    }))
}

/**
 * Raises the signed-in user's reminders while the app is open (docs/reminders.md): at each
 * reminder's time a toast with Dispensar / Adiar and, where allowed, a system notification.
 * One timer to the next due reminder (or midnight), re-computed when the mirror, the state or
 * the tab's visibility changes. Mounted once, lazily, by the signed-in layout.
 */
export default function ReminderRunner() {
  const source = useReminderSource()
  const texts = useReminderTexts()
  // A user above several churches reads each reminder's church; a church's own user does not.
  const church = useChurchChoice()
  const churchOf: ChurchOf = useMemo(
    () => (church.several ? church.nameOf : null),
    [church.several, church.nameOf],
  )
  const router = useRouter()
  const openUrl = useCallback((url: string) => void router.navigate({ href: url }), [router])
  const [wakes, setWakes] = useState(0)
  // While the initial sync runs the mirror is partial (a bill's payment may not be here yet):
  // nothing is raised from it until it is whole (docs/sync.md).
  const arriving = useInitialSyncRunning()
  const firing = useRef(new Set<string>())
  /** The toasts on screen and the reminders each stands for. */
  const raised = useRef(new Map<string, string[]>())

  // A click on a notification the service worker showed: it focused this tab, we go there.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data
      if (
        typeof data === 'object' &&
        data !== null &&
        'type' in data &&
        data.type === 'celeiro:reminders:open' &&
        'url' in data &&
        typeof data.url === 'string'
      )
        openUrl(data.url)
    }
    navigator.serviceWorker.addEventListener('message', onMessage)
    return () => navigator.serviceWorker.removeEventListener('message', onMessage)
  }, [openUrl])

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      tick()
      setWakes((n) => n + 1)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [])

  useEffect(() => {
    if (notificationPermission() === 'granted') void registerPeriodicSync()
  }, [])

  useEffect(() => {
    if (!source || arriving || !church.ready) return
    const { userId, occurrences, state } = source
    const now = new Date()
    const stamp = localStamp(now)
    const since = localStamp(new Date(now.getTime() - FIRE_WINDOW_HOURS * HOUR))
    const today = dateOfLocalStamp(stamp)
    void writeUpcoming({
      userId,
      written: stamp,
      reminders: upcomingFor(occurrences, state, since, texts, today, churchOf),
      labels: { dismiss: texts.dismiss, snooze: texts.snoozeHour },
    })
    // Dismissed or snoozed elsewhere (the home list, a notification's action): a toast goes
    // once every reminder it stands for is hidden.
    for (const [toastId, ids] of raised.current)
      if (ids.every((id) => isHiddenId(id, state, stamp))) {
        toaster.dismiss(toastId)
        raised.current.delete(toastId)
      }

    const due = toFire(occurrences, state, stamp, since).filter(
      (r) => !firing.current.has(`${r.id}@${effectiveDue(r, state)}`),
    )
    if (due.length > 0) {
      const claims = due.map((r) => ({ id: r.id, due: effectiveDue(r, state) }))
      for (const c of claims) firing.current.add(`${c.id}@${c.due}`)
      // Claimed in one IndexedDB transaction: another tab or the worker may have raised it.
      void claimFiring(userId, claims).then((claimed) => {
        const fired = due.filter((d) => claimed.has(d.id))
        if (fired.length === 0) return
        const content = reminderToastContent(fired, texts, today, churchOf)
        // One reminder toast at a time: a newer one takes the place of the one on screen,
        // whose reminders still unanswered stay in the home's Lembretes and are counted.
        const earlier = new Set<string>()
        for (const [toastId, ids] of raised.current) {
          for (const id of ids)
            if (!content.ids.includes(id) && !isHiddenId(id, state, stamp)) earlier.add(id)
          if (toastId !== toastIdOf(content.tag)) toaster.dismiss(toastId)
        }
        raised.current.clear()
        const toastId = raise(content, userId, texts, earlier.size, openUrl)
        raised.current.set(toastId, content.ids)
      })
    }

    const next = nextDue(occurrences, state, stamp)
    const midnight = localInstant(`${addDays(today, 1)} 00:00`).getTime()
    const wakeAt = Math.min(next ? localInstant(next).getTime() : midnight, midnight)
    const timer = window.setTimeout(
      () => {
        tick()
        setWakes((n) => n + 1)
      },
      Math.min(MAX_DELAY, Math.max(0, wakeAt - now.getTime()) + 250),
    )
    return () => window.clearTimeout(timer)
  }, [source, texts, openUrl, wakes, arriving, church.ready, churchOf])

  return null
}

const toastIdOf = (tag: string) => `reminder:${tag}`

/**
 * Raises the reminders that fell due together: one toast, and one system notification. Several
 * at once (an administrator's churches all paying the gas today) make one toast that lists them
 * and answers for all, instead of a stack that covers a phone's screen. `earlier`: how many
 * reminders of the toast this one replaces are still unanswered. Answers the toast's id.
 */
function raise(
  content: ReminderToastContent,
  userId: string,
  texts: ReminderTexts,
  earlier: number,
  openUrl: (url: string) => void,
): string {
  const { ids, tag, title, lines, url } = content
  const first = ids[0]!
  const single = ids.length === 1
  const toastId = toastIdOf(tag)
  const answer = (change: () => Promise<void>) => {
    toaster.dismiss(toastId)
    void closeSystemNotification(first)
    void change()
  }
  toaster.create({
    id: toastId,
    type: 'info',
    title,
    duration: Infinity,
    description: createElement(ReminderToastBody, {
      lines,
      more: texts.more,
      earlier: earlier > 0 ? texts.earlier(earlier) : undefined,
      dismissLabel: single ? texts.dismiss : texts.dismissAll,
      snoozeLabel: texts.snoozeHour,
      onDismiss: () => answer(() => dismissReminders(userId, ids)),
      onSnooze: () =>
        answer(() => snoozeReminders(userId, ids, localStamp(new Date(Date.now() + HOUR)))),
    }),
  })
  // The system's notification says the same; a group's opens the home's list of them.
  const body = lines.slice(0, LISTED)
  if (lines.length > LISTED) body.push(texts.more(lines.length - LISTED))
  void showSystemNotification(
    { ids, tag, title, body: body.join('\n'), url, userId },
    { dismiss: single ? texts.dismiss : texts.dismissAll, snooze: texts.snoozeHour },
    openUrl,
  )
  return toastId
}
