import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import type { Database } from '../client'

/**
 * The backup file (docs/backup.md): one portable format for PGlite and PostgreSQL, written and
 * read by the app itself, so that a backup of either restores into either. A gzip'd JSON-lines
 * file:
 *
 *   line 1            the header: format, version, when, source, the last migration, sequences
 *   ["table", {...}]  a table starts: its name and columns (tables in foreign-key order)
 *   {...}             one row: row_to_json of its columns (json/jsonb columns as [value], so a
 *                     JSON null and a missing value stay apart)
 *   ["end", {...}]    the row count of every table: a file without it is incomplete
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

export interface Column {
  name: string
  /** json/jsonb: written as a one-element array. */
  json: boolean
}

/** The `["table", {...}]` line: a table's name and the columns of its rows. */
export interface TableSection {
  name: string
  columns: Column[]
}

/** The `["end", {...}]` line: the rows of every table, and in all. */
export interface BackupEnd {
  tables: Record<string, number>
  rows: number
}

/** A refusal or failure worth its message alone (not a backup, too new, damaged, truncated). */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** The lines of a backup (gzip'd or not), one by one; the streams are closed when it ends. */
export async function* linesOf(source: Readable): AsyncGenerator<string> {
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

/** The first line read as a header, or a BackupError that says what is wrong with it. */
export function parseHeader(line: string | undefined): BackupHeader {
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
