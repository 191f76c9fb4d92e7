import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { Database } from '../client'
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupEnd,
  type BackupHeader,
  type Column,
  type TableSection,
} from './format'
import { lastMigration } from './migrations'
import { celeiroSequences, columnsOf, tablesInOrder } from './objects'
import { ident, rowsOf } from './sql'

/**
 * `npm run backup` (docs/backup.md): a backup reads one snapshot (REPEATABLE READ, read only),
 * so the server may keep running, and writes it in the format of ./format.ts.
 */

export interface BackupSummary {
  header: BackupHeader
  tables: { name: string; rows: number }[]
  rows: number
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
        const end: BackupEnd = {
          tables: Object.fromEntries(tables.map((t) => [t.name, t.rows])),
          rows,
        }
        await write(JSON.stringify(['end', end]))
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
