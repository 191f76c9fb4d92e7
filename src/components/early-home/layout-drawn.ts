import { useLayoutEffect, useSyncExternalStore } from 'react'

/**
 * Whether the signed-in layout (its sidebar or top bar, and the screen inside) is on the page:
 * until it is, EarlyFrame stands in its place; the router's own loading views come and go
 * behind it (each a chunk of its own) without a blank moment.
 */
let drawn = false
const listeners = new Set<() => void>()

function setDrawn(next: boolean) {
  if (drawn === next) return
  drawn = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the signed-in layout: drawn from its first paint on, until it leaves (a sign-out). */
export function useMarkLayoutDrawn(): void {
  useLayoutEffect(() => {
    setDrawn(true)
    return () => setDrawn(false)
  }, [])
}

export function useLayoutDrawn(): boolean {
  return useSyncExternalStore(subscribe, () => drawn)
}
