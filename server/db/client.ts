import { mkdirSync } from 'node:fs'
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { parseOnce } from './pglite-parsers'
import * as schema from './schema'

export type Schema = typeof schema
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle; repos accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

/**
 * Runs `fn` as one unit: in a transaction of its own, or inside the caller's transaction when
 * there is one (a replayed mutation, a service calling another). No savepoint then: a failure
 * rolls the caller's transaction back whole, which is what every caller does with it.
 */
export function atomic<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? fn(db as Tx) : db.transaction(fn)
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PGlite: its data folder as a tarball (what `pgliteDump` starts another from). */
  dump?: () => Promise<Blob>
}

export const migrationsFolder = new URL('../drizzle', import.meta.url).pathname

/** PostgreSQL through `pg` when a URL is given, else embedded PGlite in `dataDir` (null = in memory). Migrations are applied before it is returned. */
export async function openDatabase(opts: {
  url?: string
  dataDir?: string | null
  /** false: the database as it is, migrations not applied (a backup records the version it finds). */
  migrate?: boolean
  /** Told when an idle pooled connection fails (PostgreSQL restarted, the network dropped). */
  onIdleError?: (err: Error) => void
  /** PostgreSQL: the most connections the pool opens (default 10). */
  poolMax?: number
  /** PGlite in memory: start from this data folder (a `dumpDataDir()` of another, e.g. the tests' seeded template). */
  pgliteDump?: Blob
}): Promise<Database> {
  if (opts.url) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 })
    // Without a listener, a failing idle connection is an uncaught error that ends the process;
    // the pool drops that connection and opens another for the next query.
    pool.on('error', (err) => opts.onIdleError?.(err))
    const db = drizzle(pool, { schema })
    if (opts.migrate !== false) await migrate(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  const client = opts.dataDir
    ? new PGlite(opts.dataDir)
    : new PGlite(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : {})
  await client.waitReady
  // Quoted literals mean exactly their text (pglite-inline.ts relies on it; it is the default).
  await client.exec('SET standard_conforming_strings = on')
  const db = drizzle({ client: parseOnce(client), schema })
  if (opts.migrate !== false) await migrate(db, { migrationsFolder })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  }
}
