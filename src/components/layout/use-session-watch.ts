import { useEffect } from 'react'
import type { SessionStatus, SessionStore } from '../../../sync'

/** Spec §4/§9: the stored token is checked every 300000 ms. */
export const TOKEN_CHECK_INTERVAL_MS = 300_000

/**
 * Keeps a signed-in screen honest: re-checks the stored token every 5 minutes and when the
 * window regains focus, and leaves (`onSignedOut`) as soon as the session is gone (token
 * removed, here or in another tab, or a 401 from the server).
 */
export function useSessionWatch(
  session: SessionStore,
  status: SessionStatus,
  onSignedOut: () => void,
): void {
  useEffect(() => {
    if (status === 'signed-out') onSignedOut()
  }, [status, onSignedOut])

  useEffect(() => {
    const check = () => {
      if (!session.hasToken()) {
        session.clear()
        onSignedOut()
        return
      }
      session
        .checkToken()
        .then((valid) => {
          if (!valid) onSignedOut()
        })
        .catch((error: unknown) => console.error('Token check failed', error))
    }
    const timer = window.setInterval(check, TOKEN_CHECK_INTERVAL_MS)
    window.addEventListener('focus', check)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', check)
    }
  }, [session, onSignedOut])
}
