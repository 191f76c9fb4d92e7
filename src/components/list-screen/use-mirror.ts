import { useLiveQuery } from 'dexie-react-hooks'
import { mirror, type MirrorRow } from '../../../sync'
import { useSyncStatus } from '../sync-status/use-sync-status'

type Table<T> = ReturnType<typeof mirror<T & MirrorRow>>

/**
 * A live query over the mirror (updated by pulls, local writes and other tabs); undefined while
 * the engine starts or the query runs. `query` gets a mirror table by entity name.
 */
export function useMirrorQuery<R>(
  query: (table: <T>(entity: string) => Table<T>) => Promise<R>,
  deps: readonly unknown[],
): R | undefined {
  const { running } = useSyncStatus()
  return useLiveQuery(
    async () =>
      running ? await query(<T>(entity: string) => mirror<T & MirrorRow>(entity)) : undefined,
    [running, ...deps],
  )
}

/** Every live row of one mirror table: what a list screen shows. */
export function useMirrorRows<T>(entity: string): T[] | undefined {
  return useMirrorQuery((table) => table<T>(entity).toArray(), [entity])
}

/** Rows by id, for joins (a role's level, a payment's entry). */
export function byId<T extends { id: string }>(rows: readonly T[] | undefined): Map<string, T> {
  return new Map((rows ?? []).map((row) => [row.id, row]))
}
