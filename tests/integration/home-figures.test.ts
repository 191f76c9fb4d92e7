import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { homeFiguresSchema } from '../../sync/contracts/treasury/home-figures'
import { apiClient } from './api-client'
import { ADMIN, SECRETARY, TREASURER } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/**
 * GET /treasury/v1/home-figures (issue 49): the home's money figures for a first sign-in, from
 * the server's monthly totals, over the user's place and only with the permission a sync asks.
 */
describe('GET /treasury/v1/home-figures', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const figures = async (email: string, year: number | string) => {
    const { token } = await tokenFor(server, email)
    return apiClient(server.url, token).get(`/treasury/v1/home-figures?year=${year}`)
  }
  /** The year's sums per month recomputed from the rows themselves (not from the totals). */
  const fromRows = async (table: string, year: number, churchId?: string) => {
    const result: unknown = await server.deps.db.execute(
      sql`select extract(month from date)::int as month, sum(amount)::text as amount
          from ${sql.identifier(table)}
          where deleted_at is null and extract(year from date) = ${year}
          ${churchId ? sql`and church_id = ${churchId}` : sql``}
          group by 1`,
    )
    const rows = result as { rows: { month: number; amount: string }[] }
    const months = new Array<number>(12).fill(0)
    for (const row of rows.rows) months[row.month - 1] = Number(row.amount)
    return months
  }
  const year = new Date().getFullYear()

  it("gives the treasurer their church's months, the same as its rows", async () => {
    const res = await figures(TREASURER, year)
    expect(res.status).toBe(200)
    const data = homeFiguresSchema.parse((res.body as { data: unknown }).data)
    const sede = server.demo!.churches[0]!.id
    expect(data.tithes).toEqual(await fromRows('tithes', year, sede))
    expect(data.receipts).toEqual(await fromRows('revenue_receipts', year, sede))
    expect(data.payments).toEqual(await fromRows('expense_payments', year, sede))
    expect(data.tithes!.some((month) => month > 0)).toBe(true)
  })

  it("gives the administrator every church's months", async () => {
    const data = homeFiguresSchema.parse(
      ((await figures(ADMIN, year)).body as { data: unknown }).data,
    )
    expect(data.tithes).toEqual(await fromRows('tithes', year))
    const treasurer = homeFiguresSchema.parse(
      ((await figures(TREASURER, year)).body as { data: unknown }).data,
    )
    const sum = (months: number[] | null) => (months ?? []).reduce((a, b) => a + b, 0)
    expect(sum(data.tithes)).toBeGreaterThan(sum(treasurer.tithes))
  })

  it('leaves out what the role may not read, and a year with nothing is twelve zeros', async () => {
    const data = homeFiguresSchema.parse(
      ((await figures(SECRETARY, year)).body as { data: unknown }).data,
    )
    expect(data).toEqual({ tithes: null, receipts: null, payments: null })
    const empty = homeFiguresSchema.parse(
      ((await figures(TREASURER, 2001)).body as { data: unknown }).data,
    )
    expect(empty.tithes).toEqual(new Array(12).fill(0))
  })

  it('answers a bad year with the one error shape and no session with 401', async () => {
    for (const bad of ['1999', 'abc', '2026.5', '']) {
      const res = await figures(TREASURER, bad)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'validation_failed' })
    }
    const anonymous = await apiClient(server.url).get(`/treasury/v1/home-figures?year=${year}`)
    expect(anonymous.status).toBe(401)
  })
})
