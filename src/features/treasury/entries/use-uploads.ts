import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { mirror, startUploads, uploads, type UploadItem } from '../../../../sync'
import { useSession } from '../../../components/session'
import { useSyncStatus } from '../../../components/sync-status'

/**
 * Starts the attachment queue for the signed-in user (idempotent) and answers when it runs. A
 * file waits until its revenue/expense reached the server: the mirror row has its code.
 */
export function useUploadQueue(): boolean {
  const userId = useSession().user?.id
  const { running } = useSyncStatus()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!userId || !running) return
    startUploads({ id: userId }, async (item) => {
      try {
        const row = await mirror(item.kind === 'revenue' ? 'revenues' : 'expenses').get(
          item.entryId,
        )
        return row !== undefined && row.code !== null && row.code !== undefined
      } catch {
        return false
      }
    })
      .then(() => setReady(true))
      .catch((error: unknown) => console.error('Upload queue failed to start', error))
  }, [userId, running])
  return ready
}

/** The queued files of an entry with their state, live. */
export function useQueuedFiles(entryId: string): UploadItem[] {
  const ready = useUploadQueue()
  return useLiveQuery(() => (ready ? uploads.forEntry(entryId) : []), [ready, entryId]) ?? []
}
