import { useSyncExternalStore } from 'react'
import type { BrandingSource } from '../lib/branding'

let current: BrandingSource | null = null
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * A screen seen without a session (the public registration page) brands the app with its church
 * (colours, logo); null gives the branding back to the signed-in user's (or the defaults).
 */
export function setPageBranding(source: BrandingSource | null): void {
  current = source
  for (const listener of listeners) listener()
}

export function usePageBranding(): BrandingSource | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
