import type { PullProgress } from './pull'
/** What the shell shows about sync. Framework-free: subscribe/getSnapshot (useSyncExternalStore). */
export interface SyncStatus {
  /** The engine runs for a signed-in user. */
  running: boolean
  online: boolean
  syncing: boolean
  pending: number
  attention: number
  lastSyncAt: string | null
  /** Initial sync progress (records done / total, of its first phase or of the rest); null when not in an initial sync. */
  initialSync: PullProgress | null
  /** The server answered 401: sync waits for the same user to sign in again; the queue is kept. */
  paused: boolean
  /** navigator.storage.persisted(): null when unknown (no Storage API). */
  persisted: boolean | null
  /** The server no longer accepts this app: offer the update instead of retrying. */
  clientTooOld: boolean
  /** Why the last cycle failed (network, server, gap, server_too_old), null after a good one. */
  error: string | null
}

export const INITIAL_STATUS: SyncStatus = {
  running: false,
  online: true,
  syncing: false,
  pending: 0,
  attention: 0,
  lastSyncAt: null,
  initialSync: null,
  paused: false,
  persisted: null,
  clientTooOld: false,
  error: null,
}

export interface StatusStore {
  getSnapshot: () => SyncStatus
  subscribe: (listener: () => void) => () => void
  update: (patch: Partial<SyncStatus>) => void
}

export function createStatusStore(initial: SyncStatus = INITIAL_STATUS): StatusStore {
  let snapshot = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update: (patch) => {
      const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some(
        (k) => patch[k] !== snapshot[k],
      )
      if (!changed) return
      snapshot = { ...snapshot, ...patch }
      for (const listener of listeners) listener()
    },
  }
}
