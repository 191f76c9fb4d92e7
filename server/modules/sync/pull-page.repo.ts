import { and, asc, gt, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { syncDepartures } from '../../db/schema'
import type { SyncEntity } from './registry'

/**
 * A pull page's reads as one statement each instead of one per table: a user reads ~25 tables,
 * and on the loopback most of a small query's cost is its round trip and its planning
 * (docs/benchmarks.md, issue 20). Each table's branch is the same index scan as before.
 */

export interface PageRange {
  /** Seqs after this one... */
  after: number
  /** ...up to this one (inclusive)... */
  upTo: number
  /** ...at most this many per table. */
  limit: number
}

/** One table of the page: the entity and the user's read filter over it. */
export interface PagePart {
  entity: SyncEntity
  filter: SQL
}

/** Rows of an entity that left a place the user reads for one they do not (their tombstones). */
export interface DeparturePart {
  entity: SyncEntity
  filters: { old: SQL; new: SQL }
}

/** A seq in the page: of `parts[part]`, or (with `rowId`) a departure of `departures[part]`. */
export interface PageSeq {
  part: number
  seq: number
  rowId: string | null
}

function changedWhere(
  t: SyncEntity['table'],
  filter: SQL,
  range: { after: number; upTo: number },
  liveOnly: boolean,
): SQL | undefined {
  return and(
    gt(t.seq, range.after),
    lte(t.seq, range.upTo),
    filter,
    liveOnly ? isNull(t.deletedAt) : undefined,
  )
}

const index = (i: number) => sql.raw(String(i))

/** Rows of one entity changed in the range, in seq order, within the filter, as drizzle reads them (for a projection in JS). */
export async function changedRows(
  db: DbOrTx,
  entity: SyncEntity,
  filter: SQL,
  range: PageRange,
  liveOnly: boolean,
): Promise<Record<string, unknown>[]> {
  const t = entity.table
  return db
    .select()
    .from(t)
    .where(changedWhere(t, filter, range, liveOnly))
    .orderBy(asc(t.seq))
    .limit(range.limit)
}

/**
 * The highest seq below which every synced row is committed: celeiro_stable_seq_bound (migration
 * 0021) takes the exclusive cursor lock, which waits for every writer between nextval and commit
 * (they hold it shared), and reads the sequence; one statement, the lock released at its end.
 */
export async function stableSeqBound(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT celeiro_stable_seq_bound()::text AS bound`)
  return Number(rows<{ bound: string }>(result)[0]?.bound ?? 0)
}

/**
 * The `range.limit` smallest seqs after the cursor over every part and departure (the page and
 * one more, which says there is more), each with where it comes from. One statement: a UNION ALL
 * of each table's `ORDER BY seq LIMIT n` index scan.
 */
export async function pageSeqs(
  db: DbOrTx,
  parts: readonly PagePart[],
  departures: readonly DeparturePart[],
  range: PageRange,
  liveOnly: boolean,
): Promise<PageSeq[]> {
  const branches: SQL[] = parts.map(({ entity, filter }, i) => {
    const t = entity.table
    return sql`(SELECT ${index(i)} AS part, ${t.seq} AS seq, NULL::text AS row_id FROM ${t} WHERE ${changedWhere(t, filter, range, liveOnly)} ORDER BY ${t.seq} LIMIT ${range.limit})`
  })
  const d = syncDepartures
  departures.forEach(({ entity, filters }, i) => {
    const where = and(
      sql`${d.entity} = ${entity.name}`,
      gt(d.seq, range.after),
      lte(d.seq, range.upTo),
      filters.old,
      sql`not coalesce(${filters.new}, false)`,
    )
    branches.push(
      sql`(SELECT ${index(i)} AS part, ${d.seq} AS seq, ${d.rowId}::text AS row_id FROM ${d} WHERE ${where} ORDER BY ${d.seq} LIMIT ${range.limit})`,
    )
  })
  if (branches.length === 0) return []
  const result = await db.execute(
    sql`SELECT part, seq::text AS s, row_id FROM (${sql.join(branches, sql` UNION ALL `)}) u ORDER BY seq LIMIT ${range.limit}`,
  )
  return rows<{ part: number; s: string; row_id: string | null }>(result).map((r) => ({
    part: Number(r.part),
    seq: Number(r.s),
    rowId: r.row_id,
  }))
}

/** One row of a page with its projection as JSON text built by the database (null: a tombstone). */
export interface PageRow {
  part: number
  seq: number
  id: string
  row: string | null
}

/**
 * The rows of the page's parts whose projection the database builds (`rowJson` of each part),
 * in one statement.
 */
export async function pageRowsJson(
  db: DbOrTx,
  parts: readonly (PagePart & { rowJson: SQL; part: number })[],
  range: PageRange,
  liveOnly: boolean,
): Promise<PageRow[]> {
  if (parts.length === 0) return []
  const branches = parts.map(({ entity, filter, rowJson, part }) => {
    const t = entity.table
    return sql`(SELECT ${index(part)} AS part, ${t.seq}::text AS seq, ${t.id}::text AS id, CASE WHEN ${t.deletedAt} IS NULL THEN ${rowJson} END AS row FROM ${t} WHERE ${changedWhere(t, filter, range, liveOnly)} ORDER BY ${t.seq} LIMIT ${range.limit})`
  })
  const result = await db.execute(sql.join(branches, sql` UNION ALL `))
  return rows<{ part: number; seq: string; id: string; row: string | null }>(result).map((r) => ({
    part: Number(r.part),
    seq: Number(r.seq),
    id: r.id,
    row: r.row,
  }))
}

/** Live rows of every part up to `upTo` (an initial sync's `total`), in one statement. */
export async function countPageRows(
  db: DbOrTx,
  parts: readonly PagePart[],
  upTo: number,
): Promise<number> {
  if (parts.length === 0) return 0
  const counts = parts.map(({ entity, filter }) => {
    const t = entity.table
    return sql`(SELECT count(*) FROM ${t} WHERE ${and(lte(t.seq, upTo), filter, isNull(t.deletedAt))})`
  })
  const result = await db.execute(sql`SELECT (${sql.join(counts, sql` + `)})::text AS total`)
  return Number(rows<{ total: string }>(result)[0]?.total ?? 0)
}

/** `execute`'s rows: node-postgres and PGlite both answer `{ rows }`. */
function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
