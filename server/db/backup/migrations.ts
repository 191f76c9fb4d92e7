import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator'
import { migrationsFolder, type DbOrTx, type Tx } from '../client'
import { BackupError, type BackupHeader } from './format'
import { rowsOf } from './sql'

/**
 * Celeiro's migrations as a backup sees them: which one a database was left at, where a
 * backup's stands among this code's, what they create (so that only Celeiro's own objects are
 * backed up and dropped), and their replay inside the restore's transaction.
 */

export interface Migration extends MigrationMeta {
  tag: string
}

/** The app's migrations, in order, with their tags (drizzle's journal). */
export function appMigrations(): Migration[] {
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

/** The last migration applied to a database, or a BackupError when it has none (not Celeiro's). */
export async function lastMigration(tx: DbOrTx): Promise<BackupHeader['migration']> {
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

/** Where the backup's schema is among the app's migrations; refuses a newer or unknown one. */
export function migrationsUpTo(header: BackupHeader): { before: Migration[]; after: Migration[] } {
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
export function createdByMigrations(kind: string): string[] {
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

/** Applies migrations as drizzle's migrator does (same statements, same record), in `tx`. */
export async function replay(tx: Tx, migrations: Migration[]): Promise<void> {
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
