import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../client'
import * as schema from '../schema'
import { BackupError, type Column } from './format'
import { createdByMigrations } from './migrations'
import { ident, literal, rowsOf } from './sql'

/**
 * What Celeiro owns in a database's public schema: its tables (in foreign-key order, with
 * their columns) and sequences. A backup holds these and nothing else; a restore drops these
 * and leaves the database's other objects alone.
 */

/** The tables Celeiro makes: those of the schema and those any migration creates (older ones). */
export function celeiroTables(): Set<string> {
  return new Set([
    ...(Object.values(schema) as unknown[]).flatMap((v) =>
      is(v, PgTable) ? [getTableConfig(v).name] : [],
    ),
    ...createdByMigrations('TABLE'),
  ])
}

/** Celeiro's sequences in the public schema: made by a migration, or owned by a column of its tables. */
export async function celeiroSequences(tx: DbOrTx): Promise<Set<string>> {
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
export async function tablesInOrder(tx: Tx): Promise<string[]> {
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

/** A table's stored columns, in order (generated ones left out: the database computes them). */
export async function columnsOf(tx: DbOrTx, table: string): Promise<Column[]> {
  const rows = await rowsOf<{ name: string; type: string }>(
    tx,
    `SELECT a.attname AS name, t.typname AS type FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
      WHERE a.attrelid = ${literal(`public.${ident(table)}`)}::regclass AND a.attnum > 0
        AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
  )
  return rows.map((r) => ({ name: r.name, json: r.type === 'json' || r.type === 'jsonb' }))
}

/** Drops everything Celeiro's migrations make (not other objects of the database). */
export async function dropCeleiro(tx: Tx): Promise<void> {
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
