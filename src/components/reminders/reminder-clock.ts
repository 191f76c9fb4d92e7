import { useSyncExternalStore } from 'react'
import { localStamp } from '../../../sync'

/**
 * The local minute the reminder screens go by (`YYYY-MM-DD HH:MM`). It moves when the runner
 * wakes (a reminder's time, a snooze's end, midnight) or the tab becomes visible: no polling.
 */
let current = localStamp(new Date())
const listeners = new Set<() => void>()

export function tick(): void {
  const next = localStamp(new Date())
  if (next === current) return
  current = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNowStamp(): string {
  return useSyncExternalStore(subscribe, () => current)
}
