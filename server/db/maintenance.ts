import { sql } from 'drizzle-orm'
import type { Logger } from '../logger'
import { pruneRateLimits } from '../modules/rate-limit/rate-limit.repo'
import type { Database, DbOrTx } from './client'

/** How often the housekeeping runs; also what a rate-limit counter outlives its window by. */
export const MAINTENANCE_EVERY_MS = 60 * 60_000

/**
 * The planner's statistics. PostgreSQL's autovacuum keeps them; PGlite has no background
 * workers, so without this a pull page after a bulk load was planned on no statistics (a
 * bitmap scan of every row after the cursor, then a sort: each page cost as much as the rest
 * of the table). Also run after a seed or an import of thousands of rows.
 */
export async function analyze(db: DbOrTx): Promise<void> {
  await db.execute(sql`ANALYZE`)
}

/**
 * One round of housekeeping: expired rate-limit counters go (every database), and on PGlite
 * the work autovacuum does elsewhere (VACUUM ANALYZE: dead row versions, statistics).
 */
export async function maintain(database: Database, now: Date): Promise<void> {
  await pruneRateLimits(database.db, new Date(now.getTime() - MAINTENANCE_EVERY_MS))
  if (database.kind === 'pglite') await database.db.execute(sql`VACUUM ANALYZE`)
}

/** Runs `maintain` at start and hourly; a failure is logged and retried at the next round. */
export function startMaintenance(
  database: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
): () => void {
  const round = () =>
    maintain(database, now()).catch((err: unknown) => logger.error({ err }, 'maintenance failed'))
  void round()
  const timer = setInterval(() => void round(), MAINTENANCE_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
