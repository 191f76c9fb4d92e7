import { useLiveQuery } from '../../../components/mirror'
import { uploads, type UploadItem } from '../../../../sync'
import { useSyncStatusField } from '../../../components/sync-status'

/**
 * The queued files of an entry with their state, live. The queue runs with the engine
 * (`startSync` starts it before reporting `running`); a file waits there until its
 * revenue/expense reached the server.
 */
export function useQueuedFiles(entryId: string): UploadItem[] {
  const running = useSyncStatusField('running')
  return (
    useLiveQuery(async () => {
      if (!running) return []
      try {
        return await uploads.forEntry(entryId)
      } catch (error) {
        // The queue could not start (startSync logged why): nothing of this entry is queued here.
        console.error('Upload queue not available', error)
        return []
      }
    }, [running, entryId]) ?? []
  )
}
