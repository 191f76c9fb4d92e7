import type { EntityName, EntityRow, MirrorTable } from '../../../sync'

/**
 * The rows whose `index` holds one of `keys`, in the index's order (as Dexie's `anyOf` gives
 * them): one `getAll` per key, all asked at once. `anyOf` walks an IndexedDB cursor that jumps
 * from key to key, one round trip to the browser's database each; in Chromium, 2,500 keys over
 * 250,000 rows took about 90 times longer that way (docs/benchmarks.md, session 17).
 */
export async function rowsByKeys<E extends EntityName>(
  table: MirrorTable<E>,
  index: string,
  keys: readonly string[],
): Promise<EntityRow<E>[]> {
  // IndexedDB orders string keys by code unit, as the default sort does.
  const sorted = [...new Set(keys)].sort()
  const lists = await Promise.all(sorted.map((key) => table.where(index).equals(key).toArray()))
  return lists.flat()
}
