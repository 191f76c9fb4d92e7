import { useSyncExternalStore } from 'react'
import { session, type SessionSnapshot } from '../../../sync'

/** The session as React state: status, user (or null) and whether it is running on the cached user offline. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
}
