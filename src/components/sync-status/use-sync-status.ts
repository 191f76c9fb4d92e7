import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { syncStatus, type SyncStatus } from '../../../sync'
import { useInitialSyncDrawn } from './initial-sync-drawn'

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}
const onlineNow = () => navigator.onLine
const alwaysOnline = () => true

/**
 * The engine's status for the shell. Before the engine runs (or after it stopped) its status
 * says nothing about the network, so `online` then follows the browser.
 */
export function useSyncStatus(): SyncStatus {
  const status = useSyncExternalStore(
    syncStatus.subscribe,
    syncStatus.getSnapshot,
    syncStatus.getSnapshot,
  )
  const browserOnline = useSyncExternalStore(subscribeOnline, onlineNow, alwaysOnline)
  return status.running ? status : { ...status, online: browserOnline }
}

/**
 * One field of the engine's status: the component re-renders only when that field changes, not
 * at every page a pull writes or every count that moves (a screen that needs `running` does not
 * redraw a dozen times while the device catches up on start). `online`: see `useOnline`.
 *
 * A change is drawn in a transition, as the mirror's answers are (../mirror/use-live-query.ts).
 * Through `useSyncExternalStore` it was drawn at once: `running` turning on as the engine starts
 * redrew every card of the home in one unsliced task (25 ms at 1×, about 100 ms on Lighthouse's
 * phone; docs/benchmarks.md, session 35).
 */
export function useSyncStatusField<K extends Exclude<keyof SyncStatus, 'online'>>(
  key: K,
): SyncStatus[K] {
  const [value, setValue] = useState(() => syncStatus.getSnapshot()[key])
  const shown = useRef(value)
  useEffect(() => {
    const follow = () => {
      const next = syncStatus.getSnapshot()[key]
      if (Object.is(next, shown.current)) return
      shown.current = next
      startTransition(() => setValue(next))
    }
    follow() // a change between the first draw and this effect
    return syncStatus.subscribe(follow)
  }, [key])
  return value
}

/** `useSyncStatus().online` alone: the engine's word while it runs, else the browser's. */
export function useOnline(): boolean {
  const running = useSyncStatusField('running')
  const engineOnline = useSyncExternalStore(syncStatus.subscribe, engineOnlineNow, engineOnlineNow)
  const browserOnline = useSyncExternalStore(subscribeOnline, onlineNow, alwaysOnline)
  return running ? engineOnline : browserOnline
}
const engineOnlineNow = () => syncStatus.getSnapshot().online

/**
 * The device is in its initial sync (its mirror is not whole yet), as the screen draws it: it goes
 * off together with the rows read after the sync ended (./initial-sync-drawn.ts).
 */
export const useInitialSyncRunning = useInitialSyncDrawn

/** Re-renders every `ms` so relative times ("2 minutes ago") stay true. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}
