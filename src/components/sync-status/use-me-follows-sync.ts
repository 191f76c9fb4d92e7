import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { session, type SessionUser } from '../../../sync'
import { useSyncStatusField } from './use-sync-status'

/** At most one `me` refresh per this many ms (a burst of writes runs several sync cycles). */
export const ME_REFRESH_MIN_MS = 15_000

const accessOf = (user: SessionUser | null) =>
  user ? JSON.stringify([user.role, user.node, user.congregation]) : ''

/**
 * A change of the user's role or place (made by an administrator) reaches this device at its
 * next sync: the engine resets the mirror (server side: scope fingerprint), and this refreshes
 * the session's `me` after each completed sync, so the menu, the buttons and the branding follow;
 * when the access changed the router re-runs the guards (a screen they lost goes to /unauthorized).
 */
export function useMeFollowsSync(): void {
  const router = useRouter()
  const lastSyncAt = useSyncStatusField('lastSyncAt')
  const running = useSyncStatusField('running')
  const last = useRef(0)
  useEffect(() => {
    if (!running || !lastSyncAt) return
    const now = Date.now()
    if (now - last.current < ME_REFRESH_MIN_MS) return
    last.current = now
    const before = accessOf(session.getSnapshot().user)
    session
      .refresh()
      .then((user) => {
        if (user && accessOf(user) !== before) return router.invalidate()
      })
      .catch((error: unknown) => console.error('Could not refresh the current user', error))
  }, [lastSyncAt, running, router])
}
