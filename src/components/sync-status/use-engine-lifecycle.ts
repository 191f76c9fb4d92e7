import { useEffect } from 'react'
import { startSync } from '../../../sync'
import { useMeFollowsSync } from './use-me-follows-sync'

/**
 * Runs the offline engine for the signed-in user (also offline, with the stored login). It is
 * not stopped when this layout unmounts: a 401 only pauses it (queue kept) and the same user
 * signing in again resumes it; logout stops it and wipes the user's data (logout screen); another
 * user starting replaces it with that user's own database. It draws nothing, and is its own
 * component so that the status changes it follows redraw only it, not the shell around it.
 */
export function SyncEngine({ userId }: { userId: string | null | undefined }): null {
  useEngineLifecycle(userId)
  return null
}

function useEngineLifecycle(userId: string | null | undefined): void {
  useEffect(() => {
    if (userId) startOnce(userId)
  }, [userId])
  useMeFollowsSync()
}

/** One start at a time per user (React may run the effect twice). */
let starting: { userId: string; promise: Promise<unknown> } | null = null
function startOnce(userId: string): void {
  if (starting?.userId === userId) return
  const promise = startSync({ id: userId })
    .catch((error: unknown) => console.error('Sync engine failed to start', error))
    .finally(() => {
      if (starting?.promise === promise) starting = null
    })
  starting = { userId, promise }
}
