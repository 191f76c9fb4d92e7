import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
const onPostgres = process.env.CELEIRO_TEST_DB === 'postgres'

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe.runIf(onPostgres)('the PostgreSQL pool', () => {
  it('survives its idle connections being ended (PostgreSQL restarted) and answers again', async () => {
    const { db } = server.deps
    // Three connections in the pool, idle afterwards.
    await Promise.all([1, 2, 3].map(() => db.execute(sql`SELECT pg_sleep(0.05)`)))
    const ended = await db.execute(
      sql`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    )
    expect((ended as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // A request that reads the database, through the app.
    const res = await fetch(`${server.url}/api/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@celeiro.app', password: DEMO_PASSWORD }),
    })
    expect(res.status).toBe(200)
    const again = await db.execute(sql`SELECT 1 AS one`)
    expect((again as { rows: { one: number }[] }).rows[0]?.one).toBe(1)
  })
})
