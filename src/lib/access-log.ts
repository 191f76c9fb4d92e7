import { v7 as uuidv7 } from 'uuid'
import { HttpError, request, session, type DataAccessFormat, type DataAccessKind } from '../../sync'

/**
 * The LGPD access log, device side (docs/security.md): every export of member data is told to
 * the server (POST /api/members/v1/access-log): a member's data, the member report, the
 * transfers report, a tithe receipt, the inventory, the refused changes. Offline, or when the server cannot take it now,
 * the record waits in a queue in this browser and goes at the next export or when the browser
 * comes back online (signed in as that user). The queue is kept per user outside the keys a
 * logout wipes (a record holds no personal data: kind, format, time and a member id), so an
 * export made offline just before signing out is still logged. A record the server refuses as
 * invalid (4xx other than 401/429) is dropped, not retried forever.
 */

interface QueuedRecord {
  id: string
  at: string
  kind: DataAccessKind
  format: DataAccessFormat
  memberId: string | null
  label: string
}

const PATH = '/members/v1/access-log'
const MAX_QUEUED = 500
const queueKey = (userId: string) => `celeiro.access-log.${userId}`

function currentUserId(): string | null {
  return session.getSnapshot().user?.id ?? null
}

function readQueue(userId: string): QueuedRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(queueKey(userId)) ?? '[]')
    return Array.isArray(parsed) ? (parsed as QueuedRecord[]) : []
  } catch {
    return []
  }
}

function writeQueue(userId: string, queue: QueuedRecord[]): void {
  if (queue.length === 0) localStorage.removeItem(queueKey(userId))
  else localStorage.setItem(queueKey(userId), JSON.stringify(queue.slice(-MAX_QUEUED)))
}

/** Whether a failed send should be tried again later (offline, server down, 401, 429). */
function retryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true
  return error.isNetwork || error.status >= 500 || error.status === 401 || error.status === 429
}

let flushing: Promise<void> | null = null

/** Sends what waits in this user's queue, oldest first; stops at the first retryable failure. */
export function flushDataAccessQueue(): Promise<void> {
  flushing ??= (async () => {
    const userId = currentUserId()
    if (!userId) return
    for (const record of readQueue(userId)) {
      try {
        await request('POST', PATH, { body: record })
      } catch (error) {
        if (retryable(error)) return
      }
      writeQueue(
        userId,
        readQueue(userId).filter((r) => r.id !== record.id),
      )
    }
  })().finally(() => {
    flushing = null
  })
  return flushing
}

let listening = false

/** Records one export of member data; never throws (the export itself must not fail for it). */
export async function recordDataAccess(entry: {
  kind: DataAccessKind
  format: DataAccessFormat
  memberId?: string | null
  label?: string
}): Promise<void> {
  const userId = currentUserId()
  if (!userId) return
  if (!listening && typeof window !== 'undefined') {
    listening = true
    window.addEventListener('online', () => void flushDataAccessQueue())
  }
  const record: QueuedRecord = {
    id: uuidv7(),
    at: new Date().toISOString(),
    kind: entry.kind,
    format: entry.format,
    memberId: entry.memberId ?? null,
    label: (entry.label ?? '').slice(0, 200),
  }
  writeQueue(userId, [...readQueue(userId), record])
  await flushDataAccessQueue().catch(() => undefined)
}
