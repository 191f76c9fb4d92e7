import { useCallback, useRef, useState } from 'react'
import { endSession, loadSession, saveSession, type ServiceSession } from './service-session'

/**
 * The user's service-mode session, written to localStorage on every change (survives a reload).
 * `current()` reads the latest value synchronously (entries typed faster than React re-renders).
 */
export function useServiceSession(userId: string) {
  const [session, setSession] = useState<ServiceSession | null>(() =>
    loadSession(localStorage, userId),
  )
  const latest = useRef(session)
  const update = useCallback(
    (next: ServiceSession | null) => {
      if (next) saveSession(localStorage, userId, next)
      else endSession(localStorage, userId)
      latest.current = next
      setSession(next)
    },
    [userId],
  )
  const current = useCallback(() => latest.current, [])
  return { session, update, current }
}
