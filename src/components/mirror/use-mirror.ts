import { useLiveQuery } from './use-live-query'
import {
  mirror,
  outbox,
  type EntityName,
  type EntityRow,
  type MirrorTable,
  type PendingWrite,
} from '../../../sync'
import { useSyncStatusField } from '../sync-status/use-sync-status'

/** Gets a mirror table by entity name, its rows typed by the catalog. */
export type TableOf = <E extends EntityName>(entity: E) => MirrorTable<E>

/**
 * A live query over the mirror (updated by pulls, local writes and other tabs); undefined while
 * the engine starts or the query runs. `query` gets a mirror table by entity name.
 */
export function useMirrorQuery<R>(
  query: (table: TableOf) => Promise<R>,
  deps: readonly unknown[],
): R | undefined {
  const running = useSyncStatusField('running')
  return useLiveQuery(async () => (running ? await query(mirror) : undefined), [running, ...deps])
}

/** Every live row of one mirror table: what a list screen shows. */
export function useMirrorRows<E extends EntityName>(entity: E): EntityRow<E>[] | undefined {
  return useMirrorQuery((table) => table(entity).toArray(), [entity])
}

/** One mirror row by id: undefined while loading, null when absent. */
export function useMirrorRow<E extends EntityName>(
  entity: E,
  id: string,
): EntityRow<E> | null | undefined {
  return useMirrorQuery(async (table) => (await table(entity).get(id)) ?? null, [entity, id])
}

/** Rows of a mirror table with `index` equal to `value`. */
export function useMirrorWhere<E extends EntityName>(
  entity: E,
  index: string,
  value: string,
): EntityRow<E>[] | undefined {
  return useMirrorQuery(
    (table) => table(entity).where(index).equals(value).toArray(),
    [entity, index, value],
  )
}

/** Rows by id, for joins (a role's level, a payment's entry). */
export function byId<T extends { id: string }>(rows: readonly T[] | undefined): Map<string, T> {
  return new Map((rows ?? []).map((row) => [row.id, row]))
}

/** The writes waiting to be sent, live (empty while the engine is not running). */
export function usePendingWrites(): PendingWrite[] | undefined {
  const running = useSyncStatusField('running')
  return useLiveQuery(async () => (running ? await outbox.list() : []), [running])
}

/** Ids of the rows of `entity` with a write waiting to be sent: the lists mark them. */
export function usePendingIds(entity: EntityName | undefined): ReadonlySet<string> {
  const pending = usePendingWrites()
  const prefix = `${entity}:`
  return new Set(
    entity === undefined
      ? []
      : (pending ?? [])
          .filter((w) => w.rowKey.startsWith(prefix))
          .map((w) => w.rowKey.slice(prefix.length)),
  )
}
