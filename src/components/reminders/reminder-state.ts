import { del, get, set, update } from 'idb-keyval'
import { dueAt, localStamp, type AlertOccurrence } from '../../../sync'

/**
 * What this device did with each reminder (docs/reminders.md), kept in idb-keyval's default
 * store (database `keyval-store`, object store `keyval`) so that the service worker
 * (public/reminders-sw.js) reads and writes the same records with the raw IndexedDB API.
 * Values are local stamps `YYYY-MM-DD HH:MM`.
 */
export interface ReminderState {
  /** Dismissed: never shown or fired again (the value: when). */
  dismissed: Record<string, string>
  /** Snoozed until then. */
  snoozed: Record<string, string>
  /** Fired (toast or notification) for the due stamp stored: it fires again only for a later one. */
  fired: Record<string, string>
}

/** One reminder as the service worker sees it: the texts already in the user's language. */
export interface UpcomingReminder {
  id: string
  /** Local `YYYY-MM-DD HH:MM` it is due at (after a snooze: the snooze's end). */
  due: string
  title: string
  body: string
  /** Where a click on the notification opens the app. */
  url: string
}

export interface UpcomingRecord {
  userId: string
  /** When the app wrote it (local stamp). */
  written: string
  reminders: UpcomingReminder[]
  /** The notification's actions in the user's language. */
  labels: { dismiss: string; snooze: string }
}

export const KEY_PREFIX = 'celeiro:reminders:'
/** The next days' reminders of the signed-in user, for the service worker. */
export const UPCOMING_KEY = `${KEY_PREFIX}upcoming`
export const stateKey = (userId: string) => `${KEY_PREFIX}state:${userId}`

export const emptyState = (): ReminderState => ({ dismissed: {}, snoozed: {}, fired: {} })

/** The reminder's due stamp on this device: its own, or the end of its snooze when later. */
export function effectiveDue(reminder: AlertOccurrence, state: ReminderState): string {
  const own = dueAt(reminder)
  const snoozed = state.snoozed[reminder.id]
  return snoozed !== undefined && snoozed > own ? snoozed : own
}

/** Hidden from the lists: dismissed, or snoozed until later than `now`. */
export function isHiddenId(id: string, state: ReminderState, now: string): boolean {
  if (state.dismissed[id] !== undefined) return true
  const snoozed = state.snoozed[id]
  return snoozed !== undefined && snoozed > now
}

export const isHidden = (reminder: AlertOccurrence, state: ReminderState, now: string) =>
  isHiddenId(reminder.id, state, now)

/** A reminder older than this many hours is not fired any more (the lists still show it). */
export const FIRE_WINDOW_HOURS = 24

/**
 * What fires now: not dismissed, due at or before `now` and after `since` (now − 24 h: a
 * reminder missed for longer is not toasted), not yet fired for this due stamp.
 */
export function toFire(
  reminders: readonly AlertOccurrence[],
  state: ReminderState,
  now: string,
  since: string,
): AlertOccurrence[] {
  return reminders.filter((r) => {
    if (state.dismissed[r.id] !== undefined) return false
    const due = effectiveDue(r, state)
    const fired = state.fired[r.id]
    return due <= now && due > since && (fired === undefined || fired < due)
  })
}

/** The earliest due stamp after `now` of a reminder still to fire, or null. */
export function nextDue(
  reminders: readonly AlertOccurrence[],
  state: ReminderState,
  now: string,
): string | null {
  let next: string | null = null
  for (const r of reminders) {
    if (state.dismissed[r.id] !== undefined) continue
    const due = effectiveDue(r, state)
    if (due > now && (next === null || due < next)) next = due
  }
  return next
}

/** Stamps older than this many days are dropped from the state on each write. */
const KEEP_DAYS = 90

function pruned(state: ReminderState, now: Date): ReminderState {
  const oldest = localStamp(new Date(now.getTime() - KEEP_DAYS * 24 * 3_600_000))
  const keep = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).filter(([, stamp]) => stamp >= oldest))
  return {
    dismissed: keep(state.dismissed),
    snoozed: keep(state.snoozed),
    fired: keep(state.fired),
  }
}

const listeners = new Set<() => void>()

/** Called after every change of a user's state made in this tab (the hook re-reads). */
export function onStateChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function readState(userId: string): Promise<ReminderState> {
  return { ...emptyState(), ...(await get<ReminderState>(stateKey(userId))) }
}

/** Changes a user's state in one IndexedDB transaction (the service worker may write too). */
export async function changeState(
  userId: string,
  change: (state: ReminderState) => void,
): Promise<void> {
  await update<ReminderState>(stateKey(userId), (stored) => {
    const state = { ...emptyState(), ...stored }
    const copy: ReminderState = {
      dismissed: { ...state.dismissed },
      snoozed: { ...state.snoozed },
      fired: { ...state.fired },
    }
    change(copy)
    return pruned(copy, new Date())
  })
  for (const listener of listeners) listener()
}

/** Never again on this device: one reminder, or a group's, in one transaction. */
export const dismissReminders = (userId: string, ids: readonly string[]) =>
  changeState(userId, (s) => {
    const now = localStamp(new Date())
    for (const id of ids) s.dismissed[id] = now
  })

/** Hidden until a local stamp: one reminder, or a group's, in one transaction. */
export const snoozeReminders = (userId: string, ids: readonly string[], until: string) =>
  changeState(userId, (s) => {
    for (const id of ids) s.snoozed[id] = until
  })

export const writeUpcoming = (record: UpcomingRecord) => set(UPCOMING_KEY, record)

/** After sign-out: the service worker has nobody's reminders to show. */
export const clearUpcoming = () => del(UPCOMING_KEY)

/**
 * Marks reminders fired for their due stamps in one transaction and answers those this call
 * claimed (not already fired for that stamp by another tab or the service worker).
 */
export async function claimFiring(
  userId: string,
  claims: readonly { id: string; due: string }[],
): Promise<Set<string>> {
  const claimed = new Set<string>()
  await changeState(userId, (s) => {
    claimed.clear()
    for (const { id, due } of claims) {
      const fired = s.fired[id]
      if (fired !== undefined && fired >= due) continue
      s.fired[id] = due
      claimed.add(id)
    }
  })
  return claimed
}
