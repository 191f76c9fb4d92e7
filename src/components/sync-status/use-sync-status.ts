import { useEffect, useState, useSyncExternalStore } from 'react'
import { syncStatus, type SyncStatus } from '../../../sync'

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

const initialSyncRunning = () => syncStatus.getSnapshot().initialSync !== null

/** The device is in its initial sync (its mirror is not whole yet); re-renders only when that changes. */
export function useInitialSyncRunning(): boolean {
  return useSyncExternalStore(syncStatus.subscribe, initialSyncRunning, initialSyncRunning)
}

/** Re-renders every `ms` so relative times ("2 minutes ago") stay true. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(timer)
  }, [ms])
  return now
}
