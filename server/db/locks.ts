/**
 * The server's PostgreSQL advisory lock keys. Advisory locks belong to the database, so they
 * are how processes sharing one PostgreSQL (npm run start:cluster, several hosts) take turns.
 * 727100401 is the pull's cursor lock (docs/sync.md, migration 0002).
 */
export const STARTUP_LOCK_KEY = 727100402
/** Held, for as long as its connection lives, by the one process that runs the periodic jobs (server/jobs.ts). */
export const JOBS_LOCK_KEY = 727100403

/**
 * Runs `fn` (open the database, which applies the migrations, and seed the demo) while holding
 * the startup lock, so that processes starting together on one PostgreSQL do it one after the
 * other: drizzle's migrator takes no lock of its own, and two processes migrating a new
 * database at once fail (duplicate keys in pg_namespace or pg_type: its CREATE SCHEMA / CREATE
 * TABLE IF NOT EXISTS do not hold between concurrent sessions), or could both apply a migration
 * added since the last start.
 * The ones that follow find everything done. Without a URL (PGlite, one process) it just runs `fn`.
 *
 * The lock is taken on a connection of its own and released when that session ends.
 */
export async function withStartupLock<T>(
  url: string | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  if (!url) return fn()
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, application_name: 'celeiro-startup' })
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await fn()
  } finally {
    await client.end().catch(() => undefined)
  }
}
