import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { parseOnce } from './pglite-parsers'

const typed = sql`SELECT '2026-11-22 10:00:00+00'::timestamptz AS at, '2026-11-22'::date AS day,
  '1 day'::interval AS span, ARRAY[1.5]::numeric[] AS amounts, 7::int8 AS n, '{"a":1}'::jsonb AS doc`

// Starting a PGlite takes seconds on a loaded machine (two start here): more than vitest's 5 s default.
describe('PGlite with the parsers installed once', { timeout: 60_000 }, () => {
  const client = new PGlite()
  afterAll(() => client.close(), 60_000)

  it('reads what drizzle reads with its per-query parsers, outside and inside a transaction', async () => {
    await client.waitReady
    const plain = drizzle({ client: new PGlite() })
    const once = drizzle({ client: parseOnce(client) })
    const expected = (await plain.execute(typed)).rows
    expect((await once.execute(typed)).rows).toEqual(expected)
    expect(await once.transaction(async (tx) => (await tx.execute(typed)).rows)).toEqual(expected)
    expect(expected[0]).toMatchObject({ day: '2026-11-22', span: '1 day', amounts: '{1.5}' })
    await plain.$client.close()
  })

  it('keeps transactions whole: a failure rolls back, savepoints nest', async () => {
    const db = drizzle({ client: parseOnce(client) })
    await db.execute(sql`CREATE TABLE t (n int)`)
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t VALUES (1)`)
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t VALUES (2)`)
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO t VALUES (3)`)
          throw new Error('inner')
        })
        .catch(() => undefined)
    })
    expect((await db.execute(sql`SELECT n FROM t`)).rows).toEqual([{ n: 2 }])
  })
})
