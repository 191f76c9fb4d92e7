import { useLiveQuery } from 'dexie-react-hooks'
import { mirror } from '../../../../sync'
import { useSyncStatus } from '../../../components/sync-status'

/**
 * The live rows of one mirror table (updated by pulls, local writes and other tabs). undefined
 * while the engine is starting or the table is being read.
 */
export function useMirrorRows<T>(entity: string): T[] | undefined {
  const { running } = useSyncStatus()
  return useLiveQuery(
    async () => (running ? ((await mirror(entity).toArray()) as unknown as T[]) : undefined),
    [entity, running],
  )
}

/** Rows by id, for joins (a church's sector, a role's level). */
export function byId<T extends { id: string }>(rows: readonly T[] | undefined): Map<string, T> {
  return new Map((rows ?? []).map((row) => [row.id, row]))
}
