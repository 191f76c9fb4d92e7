import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { charges, invoices, mailQueue, subscriptions, users } from '../../server/db/schema'
import { runBillingPass } from '../../server/modules/billing/billing.service'
import { SIGNATURE_HEADER, signWebhook } from '../../server/modules/billing/provider'
import { GRACE_DAYS } from '../../sync/rules/billing-status'
import { apiClient } from './api-client'
import { signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'

/**
 * Issue 50: the subscription runs itself. Read from the dev mail folder while the clock moves
 * over a trial's end and a past-due invoice: 7 days and 1 day before the trial ends, the invoice
 * issued (with its PIX code and boleto line, the ones the billing screen shows), 3 and 10 days
 * past due, then paid; each once, in the administrator's language (es here).
 */

let server: TestServer
const DAY = 86_400_000
const HOUR = 3_600_000
let email: string
let clientId: string

beforeAll(async () => {
  server = await startTestServer({ seed: false })
  server.deps.config.billing = { ...server.deps.config.billing, webhookSecret: 'test-life-key' }
  const body = signupBody({ language: 'es' })
  email = body.access.email
  expect((await apiClient(server.url).post('/signup/v1', body)).status).toBe(200)
  // The administrator confirmed the address (a sign-up never confirmed expires after 7 days).
  const [user] = await server.deps.db
    .update(users)
    .set({ emailConfirmedAt: new Date().toISOString() })
    .where(eq(users.email, email))
    .returning()
  clientId = user!.clientId
})
afterAll(() => server.close())

const pass = () => runBillingPass(server.deps, server.deps.now)
const mailsTo = () => server.mails().filter((m) => m.includes(`To: ${email}`))
const subjects = () =>
  mailsTo()
    .map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? '')
    .filter((s) => !s.includes('confirme') && !s.includes('Confirm'))
/** Moves the clock to `ms` after the trial's end. */
async function toTrialEnd(ms: number) {
  const [sub] = await server.deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.clientId, clientId))
  const target = Date.parse(sub!.trialEndsAt) + ms
  server.advance(target - server.deps.now().getTime())
}

describe('the subscription after the trial, read from the mail folder', () => {
  it('mails 7 days and 1 day before the trial ends, once each', async () => {
    const before = subjects().length
    await pass()
    expect(subjects()).toHaveLength(before)
    await toTrialEnd(-7 * DAY + HOUR)
    await pass()
    await pass()
    expect(subjects().slice(before)).toEqual(['Celeiro: su prueba gratuita termina en 7 días'])
    await toTrialEnd(-DAY + HOUR)
    await pass()
    await pass()
    expect(subjects().slice(before)).toEqual([
      'Celeiro: su prueba gratuita termina en 7 días',
      'Celeiro: su prueba gratuita termina en 1 día',
    ])
    const last = mailsTo().at(-1)!
    expect(last).toContain('Organización: “Igreja Batista Esperança')
    expect(last).toContain('/billing')
  })

  it('issues the first invoice at the trial end and mails it with its PIX code and boleto line', async () => {
    const before = subjects().length
    await toTrialEnd(HOUR)
    await pass()
    await pass()
    const rows = await server.deps.db.select().from(invoices).where(eq(invoices.clientId, clientId))
    expect(rows).toHaveLength(1)
    const invoice = rows[0]!
    const codes = await server.deps.db
      .select()
      .from(charges)
      .where(eq(charges.invoiceId, invoice.id))
    expect(codes.map((c) => c.method).sort()).toEqual(['boleto', 'pix'])
    const issued = mailsTo().slice(-1)[0]!
    expect(subjects().slice(before)).toHaveLength(1)
    expect(issued).toMatch(/Subject: Celeiro: factura de R\$ \d+,\d\d, vence el/)
    expect(issued).toContain(codes.find((c) => c.method === 'pix')!.pixPayload!)
    expect(issued).toContain(codes.find((c) => c.method === 'boleto')!.boletoLine!)
  })

  it('mails 3 and 10 days past due, once each, saying nothing is locked', async () => {
    const before = subjects().length
    await toTrialEnd((GRACE_DAYS + 3) * DAY + HOUR)
    await pass()
    await pass()
    await toTrialEnd((GRACE_DAYS + 10) * DAY + HOUR)
    await pass()
    await pass()
    const late = subjects().slice(before)
    expect(late).toHaveLength(2)
    expect(late[0]).toMatch(/tiene 3 días de atraso$/)
    expect(late[1]).toMatch(/tiene 10 días de atraso$/)
    expect(mailsTo().at(-1)).toContain('Nada se bloquea por falta de pago')
  })

  it('mails the payment once when the provider says it was paid', async () => {
    const before = subjects().length
    const [pix] = await server.deps.db
      .select()
      .from(charges)
      .where(and(eq(charges.clientId, clientId), eq(charges.method, 'pix')))
    const body = JSON.stringify({
      id: 'evt-life-1',
      type: 'charge.paid',
      chargeId: pix!.providerChargeId,
    })
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}/api/billing/v1/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(body, 'test-life-key'),
        },
        body,
      })
      expect(res.status).toBe(200)
    }
    // Sent right after the payment (not at the next pass): wait for it to be marked sent.
    const queued = () =>
      server.deps.db.select().from(mailQueue).where(eq(mailQueue.clientId, clientId))
    const deadline = Date.now() + 10_000
    while ((await queued()).some((m) => m.status !== 'sent') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50))
    await pass()
    expect(subjects().slice(before)).toEqual([
      expect.stringMatching(/^Celeiro: pago de R\$ .* recibido$/),
    ])
    const rows = await queued()
    expect(rows.every((m) => m.status === 'sent')).toBe(true)
    expect(rows).toHaveLength(6)
  })
})
