import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PullAnswer } from '../../../sync/contracts/sync'
import { NEVER_PROJECTED, type SyncEntity } from './registry'

/**
 * Pull pages are built as JSON by the database: for thousands of rows, PostgreSQL's
 * row_to_json is several times cheaper than reading every column into JavaScript and
 * serializing it again (on PGlite most of a page's cost was that, docs/sync.md).
 */

/** Column types whose JSON from PostgreSQL is exactly what drizzle reads. */
const AS_IS = new Set([
  'PgUUID',
  'PgVarchar',
  'PgText',
  'PgDateString',
  'PgJsonb',
  'PgBoolean',
  'PgInteger',
  'PgSmallInt',
  'PgBigInt53',
])
/** Read as text by drizzle (`2026-11-22 10:00:00+00`); row_to_json would write ISO with a `T`. */
const AS_TEXT = new Set(['PgTimestampString'])

/**
 * The SQL of one row's projection for this user, as JSON text: the entity's columns (but
 * `NEVER_PROJECTED`, `omit` and the hidden fields) and its computed fields, named as the
 * entity's row keys. Undefined when the database cannot build it (a column type not known to
 * serialize alike, or fields hidden row by row): that entity's pages are projected in JS.
 */
export function rowJsonSql(entity: SyncEntity, hidden: readonly string[]): SQL | undefined {
  if (entity.hiddenInRow) return undefined
  const skip = new Set<string>([...NEVER_PROJECTED, ...entity.omit, ...hidden])
  const fields: SQL[] = []
  for (const [key, column] of Object.entries(getTableColumns(entity.table))) {
    if (skip.has(key)) continue
    if (AS_TEXT.has(column.columnType)) fields.push(sql`${column}::text AS ${sql.identifier(key)}`)
    else if (AS_IS.has(column.columnType)) fields.push(sql`${column} AS ${sql.identifier(key)}`)
    else return undefined
  }
  for (const [key, field] of Object.entries(entity.computed))
    if (!skip.has(key)) fields.push(sql`${field.sql} AS ${sql.identifier(key)}`)
  return sql`(SELECT row_to_json(r)::text FROM (SELECT ${sql.join(fields, sql`, `)}) r)`
}

/** One change of a pull page, serialized: `row` is JSON text already. */
export interface ChangeJson {
  seq: number
  json: string
}

export function changeJson(
  entity: string,
  id: string,
  seq: number,
  row: string | null,
): ChangeJson {
  const head = `{"entity":${JSON.stringify(entity)},"id":${JSON.stringify(id)},"seq":${seq}`
  return { seq, json: row === null ? `${head},"deleted":true}` : `${head},"row":${row}}` }
}

/** A pull answer whose changes are serialized already. */
export type PullPage = Omit<PullAnswer, 'changes'> & { changes: ChangeJson[] }

/** The body of GET /pull, `{ data: PullAnswer }`, with the changes spliced in as they are. */
export function pullBody(page: PullPage): string {
  const { changes, ...rest } = page
  const head = JSON.stringify(rest)
  return `{"data":{"changes":[${changes.map((c) => c.json).join(',')}],${head.slice(1)}}`
}
