import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maintain } from '../../server/db/maintenance'
import { rateLimits } from '../../server/db/schema'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
const kind = process.env.CELEIRO_TEST_DB === 'postgres' ? 'postgres' : 'pglite'

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const HOUR = 60 * 60_000
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString()

describe('maintenance', () => {
  it('removes rate-limit counters whose window and block are over, keeps the others', async () => {
    const { db } = server.deps
    await db.insert(rateLimits).values([
      { key: 'old', count: 3, windowStart: at(3 * HOUR) },
      { key: 'old-but-blocked', count: 9, windowStart: at(3 * HOUR), blockedUntil: at(-HOUR) },
      { key: 'recent', count: 1, windowStart: at(10 * 60_000) },
    ])
    await maintain({ db, kind, close: async () => {} }, new Date())
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)
    expect(keys).not.toContain('old')
    expect(keys).toEqual(expect.arrayContaining(['old-but-blocked', 'recent']))
  })

  it.runIf(kind === 'pglite')(
    'gives PGlite, which has no autovacuum, its planner statistics',
    async () => {
      const { db } = server.deps
      const reltuples = async () =>
        Number(
          (
            (await db.execute(
              sql`SELECT reltuples FROM pg_class WHERE relname = 'bulk_loaded'`,
            )) as {
              rows: { reltuples: number }[]
            }
          ).rows[0]?.reltuples,
        )
      await db.execute(sql`CREATE TABLE bulk_loaded AS SELECT generate_series(1, 5000) AS n`)
      expect(await reltuples()).toBe(-1)
      await maintain({ db, kind, close: async () => {} }, new Date())
      expect(await reltuples()).toBeGreaterThan(0)
    },
  )
})
