import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { is, sql, type SQL } from 'drizzle-orm'
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { migrationsFolder, type Database, type Db, type DbOrTx, type Tx } from './client'
import { analyze } from './maintenance'
import * as schema from './schema'

/**
 * `npm run backup` / `npm run restore` (docs/backup.md): one portable format for PGlite and
 * PostgreSQL, written and read by the app itself, so that a backup of either restores into
 * either. A gzip'd JSON-lines file:
 *
 *   line 1            the header: format, version, when, source, the last migration, sequences
 *   ["table", {...}]  a table starts: its name and columns (tables in foreign-key order)
 *   {...}             one row: row_to_json of its columns (json/jsonb columns as [value], so a
 *                     JSON null and a missing value stay apart)
 *   ["end", {...}]    the row count of every table: a file without it is incomplete
 *
 * A backup reads one snapshot (REPEATABLE READ, read only): the server may keep running. A
 * restore is one transaction: it drops Celeiro's objects, replays the migrations up to the
 * backup's, loads the rows as they were (triggers off: seq values kept), sets the sequences,
 * replays the later migrations, and makes every sync client reset and resume (below). Any
 * failure (a damaged or truncated file included) rolls it all back.
 */

export const BACKUP_FORMAT = 'celeiro-backup'
export const BACKUP_VERSION = 1

export interface BackupHeader {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  source: Database['kind']
  /** The last migration applied to the database backed up (drizzle's journal `when`, file hash). */
  migration: { tag: string | null; when: number; hash: string }
  /** Celeiro's sequences: their last value (null: never used). */
  sequences: { name: string; value: string | null }[]
}

interface Column {
  name: string
  /** json/jsonb: written as a one-element array. */
  json: boolean
}

interface TableSection {
  name: string
  columns: Column[]
}

export interface BackupSummary {
  header: BackupHeader
  tables: { name: string; rows: number }[]
  rows: number
}

/** A refusal or failure worth its message alone (not a backup, too new, damaged, truncated). */
export class BackupError extends Error {
  override name = 'BackupError'
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

async function rowsOf<T>(db: DbOrTx, query: SQL | string): Promise<T[]> {
  const result = await db.execute(typeof query === 'string' ? sql.raw(query) : query)
  return (result as { rows: T[] }).rows
}

interface Migration extends MigrationMeta {
  tag: string
}

/** The app's migrations, in order, with their tags (drizzle's journal). */
function appMigrations(): Migration[] {
  const files = readMigrationFiles({ migrationsFolder })
  const tags = journalTags()
  return files.map((m, i) => ({ ...m, tag: tags[i] ?? `#${i}` }))
}

function journalTags(): string[] {
  // readMigrationFiles reads the same journal; its entries are in the same order.
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { tag: string }[]
  }
  return journal.entries.map((e) => e.tag)
}

// ---------------------------------------------------------------------------------- backup

/** The tables Celeiro makes: those of the schema and those any migration creates (older ones). */
function celeiroTables(): Set<string> {
  return new Set([
    ...(Object.values(schema) as unknown[]).flatMap((v) =>
      is(v, PgTable) ? [getTableConfig(v).name] : [],
    ),
    ...createdByMigrations('TABLE'),
  ])
}

/** Celeiro's sequences in the public schema: made by a migration, or owned by a column of its tables. */
async function celeiroSequences(tx: DbOrTx): Promise<Set<string>> {
  const tables = celeiroTables()
  const owned = await rowsOf<{ sequence: string; owner: string }>(
    tx,
    `SELECT s.relname AS sequence, t.relname AS owner FROM pg_class s
       JOIN pg_namespace n ON n.oid = s.relnamespace
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
      WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  )
  return new Set([
    ...createdByMigrations('SEQUENCE'),
    ...owned.filter((o) => tables.has(o.owner)).map((o) => o.sequence),
  ])
}

/** Celeiro's tables in the public schema, parents before children (foreign keys). */
async function tablesInOrder(tx: Tx): Promise<string[]> {
  const ours = celeiroTables()
  const tables = (
    await rowsOf<{ name: string }>(
      tx,
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY c.relname`,
    )
  )
    .map((t) => t.name)
    .filter((t) => ours.has(t))
  const edges = await rowsOf<{ child: string; parent: string }>(
    tx,
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`,
  )
  const parents = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const { child, parent } of edges)
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent)
  const ordered: string[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)),
    )
    if (ready.length === 0)
      throw new BackupError(
        `the tables' foreign keys form a cycle (${tables.filter((t) => !placed.has(t)).join(', ')}): no load order`,
      )
    for (const t of ready) {
      ordered.push(t)
      placed.add(t)
    }
  }
  return ordered
}

async function columnsOf(tx: DbOrTx, table: string): Promise<Column[]> {
  const rows = await rowsOf<{ name: string; type: string }>(
    tx,
    `SELECT a.attname AS name, t.typname AS type FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
      WHERE a.attrelid = ${literal(`public.${ident(table)}`)}::regclass AND a.attnum > 0
        AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
  )
  return rows.map((r) => ({ name: r.name, json: r.type === 'json' || r.type === 'jsonb' }))
}

/** The last migration applied to a database, or a BackupError when it has none (not Celeiro's). */
async function lastMigration(tx: DbOrTx): Promise<BackupHeader['migration']> {
  const [found] = await rowsOf<{ present: boolean }>(
    tx,
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )
  const last = found?.present
    ? (
        await rowsOf<{ hash: string; when: string }>(
          tx,
          `SELECT hash, created_at::text AS when FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
        )
      )[0]
    : undefined
  if (!last) throw new BackupError('this database has no Celeiro migrations: nothing to back up')
  const when = Number(last.when)
  const tag = appMigrations().find((m) => m.folderMillis === when && m.hash === last.hash)?.tag
  // Its tables may not all be known here: back it up with the Celeiro that migrated it.
  if (!tag)
    throw new BackupError(
      `this database was migrated by another version of Celeiro (its last migration, of ${new Date(when).toISOString()}, is not one of this code's): back it up with that version`,
    )
  return { tag, when, hash: last.hash }
}

/** The SELECT of one table's rows as JSON text lines. */
function rowsQuery(table: string, columns: Column[]): string {
  const list = columns
    .map((c) =>
      c.json
        ? `CASE WHEN ${ident(c.name)} IS NULL THEN NULL ELSE json_build_array(${ident(c.name)}) END AS ${ident(c.name)}`
        : ident(c.name),
    )
    .join(', ')
  return `SELECT row_to_json(x)::text AS line FROM (SELECT ${list} FROM public.${ident(table)}) x`
}

const FETCH_ROWS = 500

/**
 * Writes a backup of the whole database (every table Celeiro makes; other tables of the
 * database are left out) to `sink`,
 * gzip'd, from one consistent snapshot. Ends `sink`.
 */
export async function backup(
  database: Pick<Database, 'db' | 'kind'>,
  sink: Writable,
  opts: { now?: Date; onTable?: (name: string, rows: number) => void } = {},
): Promise<BackupSummary> {
  const gzip = createGzip()
  const written = pipeline(gzip, sink)
  // A failing sink (disk full) fails `written`; the writes below then stop at the next drain.
  let failed: Error | undefined
  written.catch((err: unknown) => {
    failed = err instanceof Error ? err : new Error(String(err))
  })
  const write = async (line: string) => {
    if (failed) throw failed
    if (!gzip.write(`${line}\n`)) await Promise.race([once(gzip, 'drain'), written])
  }
  const summary = await database.db
    .transaction(
      async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`))
        await tx.execute(sql.raw(`SET LOCAL bytea_output = 'hex'`))
        await tx.execute(sql.raw(`SET LOCAL extra_float_digits = 3`))
        const ours = await celeiroSequences(tx)
        const sequences = (
          await rowsOf<{ name: string; value: string | null }>(
            tx,
            `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
              WHERE schemaname = 'public' ORDER BY sequencename`,
          )
        ).filter((q) => ours.has(q.name))
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: (opts.now ?? new Date()).toISOString(),
          source: database.kind,
          migration: await lastMigration(tx),
          sequences,
        }
        await write(JSON.stringify(header))
        const tables: BackupSummary['tables'] = []
        for (const name of await tablesInOrder(tx)) {
          const columns = await columnsOf(tx, name)
          const section: TableSection = { name, columns }
          await write(JSON.stringify(['table', section]))
          await tx.execute(
            sql.raw(`DECLARE celeiro_backup NO SCROLL CURSOR FOR ${rowsQuery(name, columns)}`),
          )
          let rows = 0
          for (;;) {
            const batch = await rowsOf<{ line: string }>(
              tx,
              `FETCH FORWARD ${FETCH_ROWS} FROM celeiro_backup`,
            )
            for (const { line } of batch) await write(line)
            rows += batch.length
            if (batch.length < FETCH_ROWS) break
          }
          await tx.execute(sql.raw(`CLOSE celeiro_backup`))
          tables.push({ name, rows })
          opts.onTable?.(name, rows)
        }
        const rows = tables.reduce((n, t) => n + t.rows, 0)
        await write(
          JSON.stringify([
            'end',
            { tables: Object.fromEntries(tables.map((t) => [t.name, t.rows])), rows },
          ]),
        )
        return { header, tables, rows }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .catch((err: unknown) => {
      gzip.destroy(err instanceof Error ? err : new Error(String(err)))
      throw err
    })
  gzip.end()
  await written
  return summary
}

// --------------------------------------------------------------------------------- restore

/** The lines of a backup (gzip'd or not), one by one; the streams are closed when it ends. */
async function* linesOf(source: Readable): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>
  const first = await iterator.next()
  if (first.done) throw new BackupError('the file is empty: not a Celeiro backup')
  const head = Buffer.isBuffer(first.value) ? first.value : Buffer.from(first.value)
  const rest = Readable.from(
    (async function* () {
      yield head
      for (;;) {
        const next = await iterator.next()
        if (next.done) return
        yield next.value
      }
    })(),
  )
  const gzipped = head[0] === 0x1f && head[1] === 0x8b
  const text = gzipped ? rest.pipe(createGunzip()) : rest
  if (gzipped) rest.on('error', (err) => text.destroy(err))
  const lines = createInterface({ input: text, crlfDelay: Infinity })
  try {
    for await (const line of lines) yield line
  } catch (err) {
    throw new BackupError(
      `the file is damaged (${err instanceof Error ? err.message : String(err)}): nothing was restored`,
    )
  } finally {
    // Read to the end, or left early (a refusal, the header alone): nothing may fail later.
    const ignore = () => undefined
    for (const emitter of [source, rest, text, lines]) emitter.on('error', ignore)
    lines.close()
    for (const stream of [text, rest, source]) stream.destroy()
  }
}

function parseHeader(line: string | undefined): BackupHeader {
  let header: unknown
  try {
    header = line === undefined ? undefined : JSON.parse(line)
  } catch {
    header = undefined
  }
  const h = header as Partial<BackupHeader> | undefined
  if (!h || typeof h !== 'object' || h.format !== BACKUP_FORMAT)
    throw new BackupError('not a Celeiro backup (made by npm run backup)')
  if (typeof h.version !== 'number' || h.version > BACKUP_VERSION)
    throw new BackupError(
      `this backup's format (version ${String(h.version)}) is newer than this Celeiro reads (${BACKUP_VERSION}): update Celeiro first`,
    )
  if (
    !h.migration ||
    typeof h.migration.when !== 'number' ||
    typeof h.migration.hash !== 'string' ||
    !Array.isArray(h.sequences) ||
    typeof h.createdAt !== 'string'
  )
    throw new BackupError('the backup header is damaged')
  return h as BackupHeader
}

/** The header of a backup file (what `npm run restore` shows before it asks). */
export async function readBackupHeader(source: Readable): Promise<BackupHeader> {
  const lines = linesOf(source)
  try {
    const first = await lines.next()
    return parseHeader(first.done ? undefined : first.value)
  } finally {
    await lines.return(undefined)
  }
}

/** Where the backup's schema is among the app's migrations; refuses a newer or unknown one. */
function migrationsUpTo(header: BackupHeader): { before: Migration[]; after: Migration[] } {
  const migrations = appMigrations()
  const at = migrations.findIndex(
    (m) => m.folderMillis === header.migration.when && m.hash === header.migration.hash,
  )
  const latest = migrations[migrations.length - 1]
  const name = header.migration.tag ?? `of ${new Date(header.migration.when).toISOString()}`
  if (at < 0) {
    if (latest && header.migration.when > latest.folderMillis)
      throw new BackupError(
        `this backup comes from a newer Celeiro (database migration ${name}; this one knows up to ${latest.tag}): update Celeiro first`,
      )
    throw new BackupError(
      `this backup's database migration (${name}) is not one of this Celeiro's: it comes from another version of the code`,
    )
  }
  return { before: migrations.slice(0, at + 1), after: migrations.slice(at + 1) }
}

/** Names a migration creates with CREATE <kind> (tables, sequences, functions, views, types). */
function createdByMigrations(kind: string): string[] {
  const names = new Set<string>()
  const pattern = new RegExp(
    `CREATE\\s+(?:OR\\s+REPLACE\\s+)?${kind}\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?(?:"?public"?\\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?`,
    'gi',
  )
  for (const m of appMigrations())
    for (const statement of m.sql)
      for (const match of statement.matchAll(pattern)) names.add(match[1]!)
  return [...names]
}

/** Drops everything Celeiro's migrations make (not other objects of the database). */
async function dropCeleiro(tx: Tx): Promise<void> {
  const tables = celeiroTables()
  await tx.execute(
    sql.raw(
      `DROP TABLE IF EXISTS ${[...tables].map((t) => `public.${ident(t)}`).join(', ')} CASCADE`,
    ),
  )
  for (const view of createdByMigrations('(?:MATERIALIZED\\s+)?VIEW'))
    await tx.execute(sql.raw(`DROP VIEW IF EXISTS public.${ident(view)} CASCADE`))
  for (const sequence of createdByMigrations('SEQUENCE'))
    await tx.execute(sql.raw(`DROP SEQUENCE IF EXISTS public.${ident(sequence)} CASCADE`))
  for (const fn of createdByMigrations('FUNCTION'))
    await tx.execute(sql.raw(`DROP FUNCTION IF EXISTS public.${ident(fn)} CASCADE`))
  for (const type of createdByMigrations('TYPE'))
    await tx.execute(sql.raw(`DROP TYPE IF EXISTS public.${ident(type)} CASCADE`))
  await tx.execute(sql.raw(`DROP TABLE IF EXISTS drizzle.__drizzle_migrations`))
}

/** Applies migrations as drizzle's migrator does (same statements, same record), in `tx`. */
async function replay(tx: Tx, migrations: Migration[]): Promise<void> {
  await tx.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS drizzle`))
  await tx.execute(
    sql.raw(
      `CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    ),
  )
  for (const m of migrations) {
    for (const statement of m.sql) await tx.execute(sql.raw(statement))
    await tx.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.folderMillis})`,
    )
  }
}

/** Rows loaded per statement (or fewer, past this many characters). */
const LOAD_ROWS = 2000
const LOAD_CHARS = 4_000_000

/** One table being loaded: its rows go in batches through json_populate_recordset. */
class TableLoad {
  rows = 0
  private batch: string[] = []
  private chars = 0
  /** The INSERT up to its one parameter, and after it. */
  private readonly head: string
  private readonly tail = '::json) AS r'

  constructor(
    readonly section: TableSection,
    target: Column[],
  ) {
    const known = new Set(target.map((c) => c.name))
    const missing = section.columns.filter((c) => !known.has(c.name))
    if (missing.length > 0)
      throw new BackupError(
        `table ${section.name} has no column ${missing.map((c) => c.name).join(', ')} at the backup's migration: the file does not match its header`,
      )
    const table = `public.${ident(section.name)}`
    const names = section.columns.map((c) => ident(c.name)).join(', ')
    const values = section.columns
      .map((c) => (c.json ? `r.${ident(c.name)} -> 0` : `r.${ident(c.name)}`))
      .join(', ')
    this.head = `INSERT INTO ${table} (${names}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM json_populate_recordset(NULL::${table}, `
  }

  async add(tx: Tx, line: string): Promise<void> {
    this.batch.push(line)
    this.chars += line.length
    if (this.batch.length >= LOAD_ROWS || this.chars >= LOAD_CHARS) await this.flush(tx)
  }

  async flush(tx: Tx): Promise<void> {
    if (this.batch.length === 0) return
    const json = `[${this.batch.join(',')}]`
    const count = this.batch.length
    this.batch = []
    this.chars = 0
    await tx.execute(sql`${sql.raw(this.head)}${json}${sql.raw(this.tail)}`)
    this.rows += count
  }
}

export interface RestoreSummary {
  header: BackupHeader
  tables: { name: string; rows: number }[]
  rows: number
  /** Migrations applied after the backup's (a backup from an older Celeiro). */
  migrated: string[]
}

/**
 * Replaces the whole database by the backup read from `source`, in ONE transaction (nothing
 * changes unless all of it loads). Afterwards every sync client is told to reset at its next
 * pull (its cursor belongs to the database before the restore) and may resume its mutation
 * ids past a gap once (the mutations it had confirmed after the backup are not in it):
 * docs/backup.md.
 */
export async function restore(
  db: Db,
  source: Readable,
  opts: { now?: Date; onTable?: (name: string, rows: number) => void } = {},
): Promise<RestoreSummary> {
  const lines = linesOf(source)
  try {
    const first = await lines.next()
    const header = parseHeader(first.done ? undefined : first.value)
    const { before, after } = migrationsUpTo(header)
    const ours = celeiroTables()
    const summary = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = '30s'`))
      await dropCeleiro(tx)
      await replay(tx, before)
      const loaded: RestoreSummary['tables'] = []
      let current: TableLoad | undefined
      let end: { tables: Record<string, number>; rows: number } | undefined
      let lineNo = 1
      const finish = async () => {
        if (!current) return
        await current.flush(tx).catch(damaged(lineNo, current.section.name))
        await tx.execute(
          sql.raw(`ALTER TABLE public.${ident(current.section.name)} ENABLE TRIGGER USER`),
        )
        loaded.push({ name: current.section.name, rows: current.rows })
        opts.onTable?.(current.section.name, current.rows)
        current = undefined
      }
      for await (const line of lines) {
        lineNo++
        if (end) {
          if (line.trim() === '') continue
          throw new BackupError(`line ${lineNo}: text after the end of the backup`)
        }
        if (line.startsWith('{')) {
          if (!current) throw new BackupError(`line ${lineNo}: a row outside any table`)
          await current.add(tx, line).catch(damaged(lineNo, current.section.name))
          continue
        }
        let control: unknown
        try {
          control = JSON.parse(line)
        } catch {
          throw new BackupError(`line ${lineNo} is damaged: nothing was restored`)
        }
        const [kind, body] = Array.isArray(control) ? (control as [unknown, unknown]) : []
        if (kind === 'table') {
          await finish()
          const section = body as TableSection
          if (typeof section?.name !== 'string' || !Array.isArray(section.columns))
            throw new BackupError(`line ${lineNo}: a damaged table heading`)
          if (!ours.has(section.name))
            throw new BackupError(
              `line ${lineNo}: the backup has a table ${section.name}, which is not Celeiro's: nothing was restored`,
            )
          const [exists] = await rowsOf<{ present: boolean }>(
            tx,
            `SELECT to_regclass(${literal(`public.${ident(section.name)}`)}) IS NOT NULL AS present`,
          )
          if (!exists?.present)
            throw new BackupError(
              `the backup has a table ${section.name} that Celeiro's migrations up to ${header.migration.tag ?? header.migration.when} do not make`,
            )
          current = new TableLoad(section, await columnsOf(tx, section.name))
          await tx.execute(
            sql.raw(`ALTER TABLE public.${ident(section.name)} DISABLE TRIGGER USER`),
          )
          await tx.execute(sql.raw(`TRUNCATE public.${ident(section.name)} CASCADE`))
        } else if (kind === 'end') {
          await finish()
          end = body as typeof end
        } else throw new BackupError(`line ${lineNo} is damaged: nothing was restored`)
      }
      if (!end)
        throw new BackupError('the file ends early (an incomplete backup): nothing was restored')
      for (const { name, rows } of loaded)
        if (end.tables?.[name] !== rows)
          throw new BackupError(
            `table ${name}: ${rows} rows read, the backup says ${String(end.tables?.[name])}: nothing was restored`,
          )
      if (Object.keys(end.tables ?? {}).length !== loaded.length)
        throw new BackupError('the backup lists tables it does not hold: nothing was restored')
      const sequences = await celeiroSequences(tx)
      for (const { name, value } of header.sequences)
        if (value !== null && sequences.has(name))
          await tx.execute(
            sql`SELECT setval(to_regclass(${`public.${ident(name)}`}), ${value}::bigint, true)`,
          )
      await replay(tx, after)
      // The devices' positions (docs/backup.md): every cursor was handed out by the database
      // before the restore, so every client resets at its next pull; the mutations a device
      // had confirmed after the backup are not here, so its next one may continue past a gap.
      await tx.update(schema.syncClients).set({ scopeFingerprint: null, resumeAfterRestore: true })
      await tx.insert(schema.databaseRestores).values({
        restoredAt: (opts.now ?? new Date()).toISOString(),
        backupCreatedAt: header.createdAt,
        backupMigration: header.migration.tag ?? String(header.migration.when),
        backupSource: header.source,
      })
      return {
        header,
        tables: loaded,
        rows: loaded.reduce((n, t) => n + t.rows, 0),
        migrated: after.map((m) => m.tag),
      }
    })
    // The planner's statistics for the new rows (PGlite has no autovacuum: maintenance.ts);
    // the restore has committed, and the hourly maintenance would do it anyway.
    await analyze(db).catch(() => undefined)
    return summary
  } finally {
    await lines.return(undefined)
  }
}

/** A database error while loading: the file's fault, said with where. */
function damaged(lineNo: number, table?: string) {
  return (err: unknown): never => {
    if (err instanceof BackupError) throw err
    // The database's own words (drizzle wraps them with the whole statement and its rows).
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err
    const what = (cause instanceof Error ? cause.message : String(cause)).slice(0, 300)
    throw new BackupError(
      `near line ${lineNo}${table ? ` (table ${table})` : ''}: the database refused the rows (${what}): nothing was restored`,
    )
  }
}
