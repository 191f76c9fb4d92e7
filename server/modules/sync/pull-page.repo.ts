import { and, asc, gt, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { compileStatement, runCompiled, type CompiledStatement } from '../../db/compiled'
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
  /** The first-phase placeholders' values (pull-plan.ts), when the statements have them. */
  first?: FirstValues
}

/** The first day of the previous month in Brasília, and where an initial sync's first phase ended. */
export interface FirstValues {
  firstDay: string
  firstBound: number
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

/** The placeholders of a page's statements: their values change with every request. */
const after = sql.placeholder('after')
const upTo = sql.placeholder('upTo')
const limit = sql.placeholder('limit')

/** Rows of the table changed in the range, within the filter: with the range's values, or its placeholders. */
function changedWhere(
  t: SyncEntity['table'],
  filter: SQL,
  liveOnly: boolean,
  range: { after: unknown; upTo: unknown } = { after, upTo },
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
    .where(changedWhere(t, filter, liveOnly, range))
    .orderBy(asc(t.seq))
    .limit(range.limit)
}

/**
 * The highest seq below which every synced row is committed: celeiro_stable_seq_bound (migration
 * 0021) takes the exclusive cursor lock, which waits for every writer between nextval and commit
 * (they hold it shared), and reads the sequence; one statement, the lock released at its end.
 */
export async function stableSeqBound(db: Db): Promise<number> {
  const found = await runCompiled<{ bound: string }>(db, boundStatement, {})
  return Number(found[0]?.bound ?? 0)
}

const boundStatement = compileStatement(sql`SELECT celeiro_stable_seq_bound()::text AS bound`)

/** The values of a compiled page statement's placeholders. */
const rangeValues = (range: PageRange) => ({
  after: range.after,
  upTo: range.upTo,
  limit: range.limit,
  ...range.first,
})

/**
 * The `limit` smallest seqs after the cursor over every part and departure (the page and one
 * more, which says there is more), each with where it comes from. One statement: a UNION ALL of
 * each table's `ORDER BY seq LIMIT n` index scan. Null when there is nothing to read.
 */
export function compilePageSeqs(
  parts: readonly PagePart[],
  departures: readonly DeparturePart[],
  liveOnly: boolean,
): CompiledStatement | null {
  const branches: SQL[] = parts.map(({ entity, filter }, i) => {
    const t = entity.table
    return sql`(SELECT ${index(i)} AS part, ${t.seq} AS seq, NULL::text AS row_id FROM ${t} WHERE ${changedWhere(t, filter, liveOnly)} ORDER BY ${t.seq} LIMIT ${limit})`
  })
  const d = syncDepartures
  departures.forEach(({ entity, filters }, i) => {
    const where = and(
      sql`${d.entity} = ${entity.name}`,
      gt(d.seq, after),
      lte(d.seq, upTo),
      filters.old,
      sql`not coalesce(${filters.new}, false)`,
    )
    branches.push(
      sql`(SELECT ${index(i)} AS part, ${d.seq} AS seq, ${d.rowId}::text AS row_id FROM ${d} WHERE ${where} ORDER BY ${d.seq} LIMIT ${limit})`,
    )
  })
  if (branches.length === 0) return null
  return compileStatement(
    sql`SELECT part, seq::text AS s, row_id FROM (${sql.join(branches, sql` UNION ALL `)}) u ORDER BY seq LIMIT ${limit}`,
  )
}

export async function pageSeqs(
  db: DbOrTx,
  statement: CompiledStatement | null,
  range: PageRange,
): Promise<PageSeq[]> {
  if (!statement) return []
  const found = await runCompiled<{ part: number; s: string; row_id: string | null }>(
    db,
    statement,
    rangeValues(range),
  )
  return found.map((r) => ({ part: Number(r.part), seq: Number(r.s), rowId: r.row_id }))
}

/** One row of a page with its projection as JSON text built by the database (null: a tombstone). */
export interface PageRow {
  part: number
  seq: number
  id: string
  row: string | null
}

/**
 * The rows in the range of the parts whose projection the database builds (`rowJson` of each
 * part), in one statement. Run with the range ending at the page's last seq, it reads exactly the
 * page's rows of those parts: a part with none in the range costs one empty index scan.
 */
export function compilePageRows(
  parts: readonly (PagePart & { rowJson: SQL; part: number })[],
  liveOnly: boolean,
): CompiledStatement | null {
  if (parts.length === 0) return null
  const branches = parts.map(({ entity, filter, rowJson, part }) => {
    const t = entity.table
    return sql`(SELECT ${index(part)} AS part, ${t.seq}::text AS seq, ${t.id}::text AS id, CASE WHEN ${t.deletedAt} IS NULL THEN ${rowJson} END AS row FROM ${t} WHERE ${changedWhere(t, filter, liveOnly)} ORDER BY ${t.seq} LIMIT ${limit})`
  })
  return compileStatement(sql.join(branches, sql` UNION ALL `))
}

export async function pageRowsJson(
  db: DbOrTx,
  statement: CompiledStatement | null,
  range: PageRange,
): Promise<PageRow[]> {
  if (!statement) return []
  const found = await runCompiled<{ part: number; seq: string; id: string; row: string | null }>(
    db,
    statement,
    rangeValues(range),
  )
  return found.map((r) => ({ part: Number(r.part), seq: Number(r.seq), id: r.id, row: r.row }))
}

/** Live rows of every part up to `upTo` (the `total` of an initial sync or of one of its phases), in one statement. */
export function compilePageCount(parts: readonly PagePart[]): CompiledStatement | null {
  if (parts.length === 0) return null
  const counts = parts.map(({ entity, filter }) => {
    const t = entity.table
    return sql`(SELECT count(*) FROM ${t} WHERE ${and(lte(t.seq, upTo), filter, isNull(t.deletedAt))})`
  })
  return compileStatement(sql`SELECT (${sql.join(counts, sql` + `)})::text AS total`)
}

export async function countPageRows(
  db: DbOrTx,
  statement: CompiledStatement | null,
  bound: number,
  first?: FirstValues,
): Promise<number> {
  if (!statement) return 0
  const found = await runCompiled<{ total: string }>(db, statement, { upTo: bound, ...first })
  return Number(found[0]?.total ?? 0)
}
