import { createReadStream, createWriteStream } from 'node:fs'
import { sql } from 'drizzle-orm'
import { restore } from '../../server/db/backup/restore'
import { backup } from '../../server/db/backup/write'
import type { Database, Db } from '../../server/db/client'

/** Support for the backup tests: every row of every table, and a backup to a file and back. */

/**
 * Every row of every table of the public schema, as JSON text (timestamps in UTC), sorted:
 * two databases with the same rows give equal objects, PGlite or PostgreSQL.
 */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`)
    await tx.execute(sql`SET LOCAL bytea_output = 'hex'`)
    const listed = await tx.execute(
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
    const tables = (listed as { rows: { name: string }[] }).rows
    const all: Record<string, string[]> = {}
    for (const { name } of tables) {
      const result = await tx.execute(
        sql.raw(`SELECT row_to_json(t)::text AS line FROM public."${name}" t`),
      )
      all[name] = (result as { rows: { line: string }[] }).rows.map((r) => r.line).sort()
    }
    return all
  })
}

/** The rows a restore changes on purpose: every sync client resets and may resume; the restore is recorded. */
export function withoutRestoreMarks(rows: Record<string, string[]>): Record<string, string[]> {
  const clean = (line: string) => {
    const row = JSON.parse(line) as Record<string, unknown>
    delete row.scope_fingerprint
    delete row.resume_after_restore
    return JSON.stringify(row)
  }
  return {
    ...rows,
    sync_clients: (rows.sync_clients ?? []).map(clean).sort(),
    database_restores: [],
  }
}

export function backupToFile(database: Pick<Database, 'db' | 'kind'>, file: string) {
  return backup(database, createWriteStream(file))
}

export function restoreFromFile(db: Db, file: string) {
  return restore(db, createReadStream(file))
}

/** Sum of rows over tables. */
export function rowCount(rows: Record<string, string[]>): number {
  return Object.values(rows).reduce((n, r) => n + r.length, 0)
}
