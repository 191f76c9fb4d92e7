import { useSyncStatus } from '../../../components/sync-status'

/** Whether the server can be reached now (the engine's view, else the browser's). */
export function useOnline(): boolean {
  return useSyncStatus().online
}
