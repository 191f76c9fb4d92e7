import type { SyncStatus } from '../../../sync'

/**
 * For tests that mock `syncStatus`: the engine's status store as the engine updates it (a change
 * notifies every subscriber). Made inside `vi.hoisted`, so the mock can return it.
 */
export function fakeSyncStatus(initial: Partial<SyncStatus>) {
  let snapshot = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update: (patch: Partial<SyncStatus>) => {
      snapshot = { ...snapshot, ...patch }
      for (const listener of listeners) listener()
    },
  }
}
