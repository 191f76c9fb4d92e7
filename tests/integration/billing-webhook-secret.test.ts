import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { SIGNATURE_HEADER, signWebhook } from '../../server/modules/billing/provider'
import { billingSummaryResponseSchema, type BillingSummary } from '../../sync/contracts/billing'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/**
 * Issue 47 #7: with BILLING_WEBHOOK_SECRET unset no notification is believed (the sandbox once
 * fell back to a key written in the source, and the demo's open invoice became paid), and the
 * sandbox's "pay" route exists only on a development setup (the demo on).
 */

let server: TestServer
let admin: ReturnType<typeof apiClient>
const baseBilling = () => server.deps.config.billing

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server.url, (await tokenFor(server, 'admin@celeiro.app')).token)
})
afterAll(() => server.close())

async function openInvoice(): Promise<BillingSummary['invoices'][number]> {
  const res = await admin.get('/billing/v1')
  const invoice = billingSummaryResponseSchema.parse(res.body).data.nextInvoice
  if (!invoice) throw new Error('the demo has no open invoice')
  return invoice
}

const webhook = (body: string, signature: string) =>
  fetch(`${server.url}/api/billing/v1/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  })

describe('billing without a configured webhook secret', () => {
  it('reads no secret and no sandbox payments from a setup that does not ask for them', () => {
    expect(readConfig({}).billing).toMatchObject({ webhookSecret: '', sandboxPayments: true })
    expect(readConfig({ CELEIRO_DEMO: '0' }).billing.sandboxPayments).toBe(false)
    expect(
      readConfig({ BILLING_PROVIDER: 'acme', BILLING_WEBHOOK_SECRET: 'k' }).billing.sandboxPayments,
    ).toBe(false)
  })

  it('refuses every notification, even one signed with the key once written in the source', async () => {
    const invoice = await openInvoice()
    const made = await admin.post<{ data: { id: string } }>(
      `/billing/v1/invoices/${invoice.id}/charges`,
      { method: 'pix' },
    )
    expect(made.status).toBe(201)
    for (const [n, key] of ['celeiro-sandbox-webhook-secret', ''].entries()) {
      const body = JSON.stringify({
        id: `evt-47-${n}`,
        type: 'charge.paid',
        chargeId: made.body.data.id,
      })
      const res = await webhook(body, signWebhook(body, key))
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ code: 'invalid_signature' })
    }
    expect((await openInvoice()).id).toBe(invoice.id)
  })

  it('has no sandbox "pay" route outside a development setup (404 signed in or not); the demo pays without a secret', async () => {
    const invoice = await openInvoice()
    const made = await admin.post<{ data: { id: string } }>(
      `/billing/v1/invoices/${invoice.id}/charges`,
      { method: 'pix' },
    )
    const path = `/billing/v1/sandbox/charges/${made.body.data.id}/pay`
    const demo = baseBilling()
    server.deps.config.billing = readConfig({ CELEIRO_DEMO: '0' }).billing
    try {
      expect((await admin.post(path)).status).toBe(404)
      expect((await apiClient(server.url).post(path)).status).toBe(404)
      expect((await openInvoice()).id).toBe(invoice.id)
    } finally {
      server.deps.config.billing = demo
    }
    // The demo (sandbox, CELEIRO_DEMO on) still pays its invoice with the button, no secret needed.
    expect(await admin.post(path)).toMatchObject({
      status: 200,
      body: { data: { ok: true, applied: true } },
    })
    const after = billingSummaryResponseSchema.parse((await admin.get('/billing/v1')).body).data
    expect(after.invoices.find((i) => i.id === invoice.id)?.status).toBe('paid')
  })
})
