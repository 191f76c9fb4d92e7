import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, mailQueue, subscriptions } from '../../server/db/schema'
import { runBillingPass } from '../../server/modules/billing/billing.service'
import { billingSummaryResponseSchema, type BillingSummary } from '../../sync/contracts/billing'
import { localDateOf } from '../../sync/contracts/dates'
import { addDays, BILLING_TIME_ZONE, GRACE_DAYS } from '../../sync/rules/billing-status'
import { apiClient } from './api-client'
import { signIn } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/**
 * Issue 50: an administrator cancels and reactivates the subscription; any other role gets 403
 * and changes nothing. Cancelled, no invoice is issued and no reminder mailed; reactivated, the
 * months it was cancelled are not billed and the month under way is, due in GRACE_DAYS at least.
 */

let server: TestServer
let admin: ReturnType<typeof apiClient>
let treasurer: ReturnType<typeof apiClient>
let clientId: string
const DAY = 86_400_000

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server.url, (await tokenFor(server, 'admin@celeiro.app')).token)
  treasurer = apiClient(server.url, (await tokenFor(server, 'tesoureiro@celeiro.app')).token)
  clientId = server.demo!.client.id
})
afterAll(() => server.close())

const stored = async () =>
  (
    await server.deps.db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId))
  )[0]!
const invoiceRows = () =>
  server.deps.db.select().from(invoices).where(eq(invoices.clientId, clientId))
const summaryOf = (body: unknown): BillingSummary => billingSummaryResponseSchema.parse(body).data

describe('cancelling and reactivating the subscription', () => {
  it('refuses another role with 403 and changes nothing', async () => {
    await admin.get('/billing/v1')
    const before = await stored()
    for (const path of ['/billing/v1/cancel', '/billing/v1/reactivate']) {
      const res = await treasurer.post(path)
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ code: 'forbidden' })
    }
    expect((await apiClient(server.url).post('/billing/v1/cancel')).status).toBe(401)
    expect(await stored()).toEqual(before)
  })

  it('cancels once: no invoice issued and no reminder mailed afterwards', async () => {
    const first = await admin.post('/billing/v1/cancel')
    expect(first.status).toBe(200)
    expect(summaryOf(first.body).status).toBe('cancelled')
    const again = await admin.post('/billing/v1/cancel')
    expect(again.status).toBe(200)
    const { cancelledAt } = await stored()
    expect(cancelledAt).not.toBeNull()
    const count = (await invoiceRows()).length
    const mails = (await server.deps.db.select().from(mailQueue)).length
    server.advance(75 * DAY)
    // A session of 75 days ago has lapsed: sign in again, at the new time.
    admin = apiClient(server.url, await signIn(server, 'admin@celeiro.app'))
    await runBillingPass(server.deps, server.deps.now)
    expect(summaryOf((await admin.get('/billing/v1')).body).status).toBe('cancelled')
    expect(await invoiceRows()).toHaveLength(count)
    expect(await server.deps.db.select().from(mailQueue)).toHaveLength(mails)
    expect((await stored()).cancelledAt).toBe(cancelledAt)
  })

  it('reactivates: the cancelled months are not billed, the month under way is', async () => {
    const before = await invoiceRows()
    const res = await admin.post('/billing/v1/reactivate')
    expect(res.status).toBe(200)
    expect(summaryOf(res.body).status).not.toBe('cancelled')
    expect((await stored()).cancelledAt).toBeNull()
    const after = await invoiceRows()
    const added = after.filter((i) => !before.some((b) => b.id === i.id))
    const today = localDateOf(server.deps.now(), BILLING_TIME_ZONE)
    const current = added.filter((i) => i.periodStart <= today && today <= i.periodEnd)
    expect(current).toHaveLength(1)
    expect(current[0]).toMatchObject({ status: 'open' })
    expect(current[0]!.dueDate >= addDays(today, GRACE_DAYS)).toBe(true)
    expect(added.filter((i) => i !== current[0]).every((i) => i.status === 'void')).toBe(true)
    expect(added.length).toBeGreaterThanOrEqual(2)
    // A second click changes nothing.
    expect((await admin.post('/billing/v1/reactivate')).status).toBe(200)
    expect(await invoiceRows()).toHaveLength(after.length)
  })
})
