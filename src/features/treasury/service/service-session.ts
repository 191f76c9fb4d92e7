import { userStorageKey, type PaymentMethod } from '../../../../sync'
import type { ClosingRecord } from './closing-report'

/**
 * A service-mode session: the tithes and offerings one treasurer enters at the table during one
 * service. Kept in localStorage (per user, gone at logout) so a reload mid-service resumes it; the running total
 * and count are recomputed from the mirror's tithes whose ids the session lists (a deleted or
 * rejected tithe drops out of the total by itself).
 */
export interface ServiceSession {
  id: string
  startedAt: string
  churchId: string
  /** The date given to every entry of the session. */
  date: string
  /** The method of the last entry: the next one starts with it. */
  method: PaymentMethod
  /** Ids of the tithes created in this session, in order. */
  titheIds: string[]
  /** The event or campaign the entries are given for from now on (absent in older sessions). */
  eventId?: string | null
  /**
   * The closing, once recorded: the session then shows "Culto encerrado" (after a reload too)
   * until the treasurer leaves it, with what is still only on the phone.
   */
  closing?: ClosingRecord | null
}

/** Wiped with the user's data at logout (userStorageKey). */
export const sessionKey = (userId: string) => userStorageKey('service-session', userId)

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

function isSession(value: unknown): value is ServiceSession {
  if (typeof value !== 'object' || value === null) return false
  const s = value as Record<string, unknown>
  return (
    typeof s.id === 'string' &&
    typeof s.startedAt === 'string' &&
    typeof s.churchId === 'string' &&
    typeof s.date === 'string' &&
    typeof s.method === 'string' &&
    Array.isArray(s.titheIds) &&
    s.titheIds.every((id) => typeof id === 'string') &&
    (s.eventId === undefined || s.eventId === null || typeof s.eventId === 'string') &&
    (s.closing === undefined || s.closing === null || isClosing(s.closing))
  )
}

function isClosing(value: unknown): value is ClosingRecord {
  if (typeof value !== 'object' || value === null) return false
  const c = value as Record<string, unknown>
  const figures = c.figures as Record<string, unknown> | null | undefined
  return (
    typeof c.date === 'string' &&
    Array.isArray(c.counts) &&
    Array.isArray(c.counters) &&
    typeof c.notes === 'string' &&
    typeof figures === 'object' &&
    figures !== null &&
    typeof figures.difference === 'number'
  )
}

/** The user's open session, or null (none, or unreadable). */
export function loadSession(storage: Storage, userId: string): ServiceSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(sessionKey(userId)) ?? 'null')
    return isSession(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function saveSession(storage: Storage, userId: string, session: ServiceSession): void {
  storage.setItem(sessionKey(userId), JSON.stringify(session))
}

export function endSession(storage: Storage, userId: string): void {
  storage.removeItem(sessionKey(userId))
}

export function newSession(input: {
  id: string
  churchId: string
  date: string
  method: PaymentMethod
  now: Date
}): ServiceSession {
  return {
    id: input.id,
    startedAt: input.now.toISOString(),
    churchId: input.churchId,
    date: input.date,
    method: input.method,
    titheIds: [],
  }
}

/** The session with one more entry (recorded BEFORE the write, so a reload never loses it from the total). */
export function withTithe(
  session: ServiceSession,
  id: string,
  method: PaymentMethod,
): ServiceSession {
  return { ...session, method, titheIds: [...session.titheIds, id] }
}

/** The session with the event its next entries are given for (null: none). */
export function withEvent(session: ServiceSession, eventId: string | null): ServiceSession {
  return { ...session, eventId }
}

/** The session closed with its count: no more entries, "Culto encerrado" until it is left. */
export function withClosing(session: ServiceSession, closing: ClosingRecord): ServiceSession {
  return { ...session, closing }
}

export function withoutTithe(session: ServiceSession, id: string): ServiceSession {
  return { ...session, titheIds: session.titheIds.filter((x) => x !== id) }
}

export interface MethodTotal {
  method: PaymentMethod
  count: number
  /** Centavos. */
  total: number
}

export interface SessionTotals<Row> {
  count: number
  /** Centavos. */
  total: number
  /** The entries that exist in the mirror, newest first. */
  entries: Row[]
  /** Count and total by payment method (cash apart from PIX and cards, for the closing), largest first. */
  byMethod: MethodTotal[]
}

/**
 * Count and total of the session's entries that exist in the mirror. `rows` is what the mirror
 * answered for the session's ids (undefined for an id it does not hold: not yet written, undone,
 * or rejected by the server).
 */
export function sessionTotals<
  Row extends { id: string; amount: number; paymentMethod?: PaymentMethod },
>(session: ServiceSession, rows: readonly (Row | undefined)[]): SessionTotals<Row> {
  const byId = new Map(rows.filter((r): r is Row => r !== undefined).map((r) => [r.id, r]))
  const entries: Row[] = []
  const methods = new Map<PaymentMethod, MethodTotal>()
  let total = 0
  for (const id of session.titheIds) {
    const row = byId.get(id)
    if (!row) continue
    entries.push(row)
    total += row.amount
    const method = row.paymentMethod ?? session.method
    const sum = methods.get(method) ?? { method, count: 0, total: 0 }
    methods.set(method, { method, count: sum.count + 1, total: sum.total + row.amount })
  }
  const byMethod = [...methods.values()].sort((a, b) => b.total - a.total)
  return { count: entries.length, total, entries: entries.reverse(), byMethod }
}
