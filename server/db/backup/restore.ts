import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { Db } from '../client'
import { analyze } from '../maintenance'
import * as schema from '../schema'
import {
  BackupError,
  linesOf,
  parseHeader,
  type BackupEnd,
  type BackupHeader,
  type TableSection,
} from './format'
import { migrationsUpTo, replay } from './migrations'
import { celeiroSequences, celeiroTables, columnsOf, dropCeleiro } from './objects'
import { ident, literal, rowsOf } from './sql'
import { damaged, TableLoad } from './table-load'

export interface RestoreSummary {
  header: BackupHeader
  tables: { name: string; rows: number }[]
  rows: number
  /** Migrations applied after the backup's (a backup from an older Celeiro). */
  migrated: string[]
}

/**
 * `npm run restore` (docs/backup.md). Replaces the whole database by the backup read from
 * `source`, in ONE transaction (nothing changes unless all of it loads): it drops Celeiro's
 * objects, replays the migrations up to the backup's, loads the rows as they were (triggers
 * off: seq values kept), sets the sequences, replays the later migrations. Any failure (a
 * damaged or truncated file included) rolls it all back. Afterwards every sync client is told
 * to reset at its next pull (its cursor belongs to the database before the restore) and may
 * resume its mutation ids past a gap once (the mutations it had confirmed after the backup are
 * not in it).
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
      let end: BackupEnd | undefined
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
