import { useMirrorQuery, type TableOf } from '../../components/mirror'
import { EMPTY_BOOK, referencesOf, type NameBook } from './mutation-summary'

type Writes = readonly { name: string; args: unknown }[]

/** Reads the rows the summaries of `writes` name from the device's mirror (two passes: a tithe's member). */
export async function loadNameBook(table: TableOf, writes: Writes): Promise<NameBook> {
  const rows = new Map<string, Record<string, unknown>>()
  const book: NameBook = { row: (entity, id) => rows.get(`${entity}:${id}`) }
  for (const pass of [EMPTY_BOOK, book]) {
    for (const [entity, id] of referencesOf(writes, pass)) {
      const key = `${entity}:${id}`
      if (rows.has(key)) continue
      // A name the catalog no longer has (queued by an older version) has no table: nothing to name.
      const row: unknown = await Promise.resolve()
        .then(() => table(entity).get(id))
        .catch(() => undefined)
      if (row) rows.set(key, row as Record<string, unknown>)
    }
  }
  return book
}

/** The name book of these changes, live over the mirror; undefined while it loads. */
export function useNameBook(writes: Writes | null | undefined): NameBook | undefined {
  return useMirrorQuery(
    (table) => loadNameBook(table, writes ?? []).catch(() => EMPTY_BOOK),
    [writes],
  )
}
