import { eq, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  billingWebhookEvents,
  charges,
  invoices,
  subscriptions,
  users,
} from '../../server/db/schema'
import { advanceAllSubscriptions } from '../../server/modules/billing/billing.service'
import { dueFactor, validateLinhaDigitavel } from '../../server/modules/billing/boleto'
import { SIGNATURE_HEADER, signWebhook } from '../../server/modules/billing/provider'
import type { Me } from '../../sync/contracts/auth'
import {
  billingSummaryResponseSchema,
  chargeResponseSchema,
  TRIAL_DAYS,
  type BillingSummary,
} from '../../sync/contracts/billing'
import { completeCpf } from '../../sync/contracts/documents'
import { GRACE_DAYS } from '../../sync/rules/billing-status'
import { crc16ccitt, parseBrCode } from '../../sync/rules/pix-br-code'
import { apiClient } from './api-client'
import { PASSWORD, signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { tokenFor } from './sync-support'

/** Issue 18: billing for the organisation's administrators, the provider, webhooks, the member limit (docs/billing.md). */

let server: TestServer
let admin: ReturnType<typeof apiClient>
let adminToken: string
let clientId: string
const DAY = 86_400_000

beforeAll(async () => {
  server = await startTestServer()
  // As an installation with BILLING_WEBHOOK_SECRET set (unset, every notification is refused:
  // billing-webhook-secret.test.ts).
  server.deps.config.billing = { ...server.deps.config.billing, webhookSecret: 'test-webhook-key' }
  adminToken = (await tokenFor(server, 'admin@celeiro.app')).token
  admin = apiClient(server.url, adminToken)
  clientId = server.demo!.client.id
})
afterAll(() => server.close())

async function summary(client = admin): Promise<BillingSummary> {
  const res = await client.get('/billing/v1')
  expect(res.status).toBe(200)
  return billingSummaryResponseSchema.parse(res.body).data
}

const charge = (invoiceId: string, body: unknown, client = admin) =>
  client.post(`/billing/v1/invoices/${invoiceId}/charges`, body)

const card = (number: string) => ({
  method: 'card',
  card: { number, holder: 'Ana Beatriz Lima', expiry: '12/30', cvv: '123' },
})

const webhook = (body: string, signature?: string) =>
  fetch(`${server.url}/api/billing/v1/webhooks/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }),
    },
    body,
  })

const snapshot = async () => ({
  charges: await server.deps.db.select().from(charges).orderBy(charges.id),
  invoices: await server.deps.db.select().from(invoices).orderBy(invoices.id),
  subscriptions: await server.deps.db.select().from(subscriptions),
  events: await server.deps.db.select().from(billingWebhookEvents),
})

describe('billing of the demo organisation', () => {
  it('shows the administrator the plan, the paid history and the next invoice; others get 403', async () => {
    const s = await summary()
    expect(s).toMatchObject({ planId: 'up_to_750', status: 'active', memberLimit: 750 })
    expect(s.memberCount).toBeGreaterThan(150)
    expect(s.memberCount).toBeLessThan(750)
    expect(s.invoices.some((i) => i.status === 'paid')).toBe(true)
    expect(s.nextInvoice?.status).toBe('open')
    const treasurer = apiClient(
      server.url,
      (await tokenFor(server, 'tesoureiro@celeiro.app')).token,
    )
    const refused = await treasurer.get('/billing/v1')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'forbidden' })
    expect((await treasurer.post('/billing/v1/plan', { planId: 'up_to_750' })).status).toBe(403)
  })

  it('refuses a plan smaller than the member count (422 plan_too_small); a larger one is taken', async () => {
    const res = await admin.post('/billing/v1/plan', { planId: 'up_to_150' })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ code: 'plan_too_small' })
    const ok = await admin.post<{ data: BillingSummary }>('/billing/v1/plan', {
      planId: 'up_to_750',
      paymentMethod: 'boleto',
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ planId: 'up_to_750', paymentMethod: 'boleto' })
  })

  it('charges by PIX (a BR Code with the amount and a valid CRC) and boleto (a valid linha digitável)', async () => {
    const invoice = (await summary()).nextInvoice!
    const pix = await charge(invoice.id, { method: 'pix' })
    expect(pix.status).toBe(201)
    const pixCharge = chargeResponseSchema.parse(pix.body).data
    const payload = pixCharge.pixPayload!
    expect(payload.slice(-4)).toBe(crc16ccitt(payload.slice(0, -4)))
    const read = parseBrCode(payload)
    expect(read.ok).toBe(true)
    if (read.ok) {
      expect(read.value.amount).toBe(invoice.amountCents)
      expect(read.value.key).toBe(server.deps.config.billing.pixKey)
      expect(read.value.txid).toMatch(/^[A-Z0-9]{25}$/)
    }
    const boleto = await charge(invoice.id, { method: 'boleto' })
    expect(boleto.status).toBe(201)
    const boletoCharge = chargeResponseSchema.parse(boleto.body).data
    const fields = validateLinhaDigitavel(boletoCharge.boletoLine!)
    expect(fields.ok).toBe(true)
    if (fields.ok) {
      expect(fields.value.amount).toBe(invoice.amountCents)
      expect(fields.value.dueFactor).toBe(dueFactor(invoice.dueDate))
      expect(fields.value.barcode).toBe(boletoCharge.boletoBarcode)
      expect(fields.value.bankCode).toBe('001')
    }
    expect((await summary()).nextInvoice?.charges.map((c) => c.method)).toEqual(['pix', 'boleto'])
  })

  it('declines the test card (422 card_declined), refuses a number failing Luhn, and never stores a number', async () => {
    const invoice = (await summary()).nextInvoice!
    const declined = await charge(invoice.id, card('4000 0000 0000 0002'))
    expect(declined.status).toBe(422)
    expect(declined.body).toMatchObject({ code: 'card_declined' })
    const invalid = await charge(invoice.id, card('4111111111111112'))
    expect(invalid.status).toBe(422)
    expect(invalid.body).toMatchObject({ code: 'invalid_card' })
    const stored = await server.deps.db.select().from(charges)
    const text = JSON.stringify(stored)
    expect(text).not.toContain('4000000000000002')
    expect(text).not.toContain('4111111111111112')
    expect(stored.find((c) => c.cardLast4 === '0002')).toMatchObject({
      status: 'declined',
      cardLast4: '0002',
    })
    // No column of the charges table could hold a card number.
    const columns = await server.deps.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'charges'`,
    )
    const names = (columns as { rows: { column_name: string }[] }).rows
    expect(names.map((c) => c.column_name).filter((n) => /card/.test(n))).toEqual(['card_last4'])
  })

  it('refuses a webhook with a bad or missing signature (401) and changes nothing', async () => {
    const invoice = (await summary()).nextInvoice!
    const pixCharge = invoice.charges.find((c) => c.method === 'pix')!
    const body = JSON.stringify({ id: 'evt-1', type: 'charge.paid', chargeId: pixCharge.id })
    const before = await snapshot()
    const bad = await webhook(body, signWebhook(body, 'not-the-secret'))
    expect(bad.status).toBe(401)
    expect(await bad.json()).toMatchObject({ code: 'invalid_signature' })
    expect((await webhook(body)).status).toBe(401)
    const tampered = body.replace('charge.paid', 'charge.failed')
    const secret = server.deps.config.billing.webhookSecret
    expect((await webhook(tampered, signWebhook(body, secret))).status).toBe(401)
    expect(await snapshot()).toEqual(before)
  })

  it('applies a signed webhook once: the charge, the invoice and the subscription; a replay changes nothing', async () => {
    const invoice = (await summary()).nextInvoice!
    const pixCharge = invoice.charges.find((c) => c.method === 'pix')!
    const secret = server.deps.config.billing.webhookSecret
    // A failed boleto stays failed: a later "paid" for it pays nothing.
    const boletoCharge = invoice.charges.find((c) => c.method === 'boleto')!
    for (const [id, type] of [
      ['evt-b1', 'charge.failed'],
      ['evt-b2', 'charge.paid'],
    ] as const) {
      const event = JSON.stringify({ id, type, chargeId: boletoCharge.id })
      expect((await webhook(event, signWebhook(event, secret))).status).toBe(200)
    }
    const afterFailed = (await summary()).invoices.find((i) => i.id === invoice.id)!
    expect(afterFailed.status).toBe('open')
    expect(afterFailed.charges.find((c) => c.id === boletoCharge.id)?.status).toBe('declined')

    const body = JSON.stringify({ id: 'evt-2', type: 'charge.paid', chargeId: pixCharge.id })
    const signature = signWebhook(body, secret)
    const first = await webhook(body, signature)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ data: { ok: true, applied: true } })
    const after = await snapshot()
    const replay = await webhook(body, signature)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ data: { ok: true, applied: false } })
    expect(await snapshot()).toEqual(after)

    const s = await summary()
    const paid = s.invoices.find((i) => i.id === invoice.id)!
    expect(paid.status).toBe('paid')
    expect(paid.charges.find((c) => c.id === pixCharge.id)?.status).toBe('paid')
    expect(s.status).toBe('active')
    const again = await charge(invoice.id, { method: 'pix' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'invoice_not_open' })
  })
})

describe('the member limit', () => {
  const person = (churchId: string, status = 'active') => ({
    id: uuidv7(),
    churchId,
    status,
    name: 'Conceição',
    surname: 'Araújo',
    cpf: completeCpf(String(700_000_000 + Math.floor(Math.random() * 99_000_000))),
    birthDate: '1980-05-17',
  })
  const setPlan = (planId: 'up_to_150' | 'up_to_300' | 'up_to_750') =>
    server.deps.db.update(subscriptions).set({ planId }).where(eq(subscriptions.clientId, clientId))

  it('refuses a new member over the plan by sync replay and by the public form; visitors, edits and replays of stored creates pass', async () => {
    const church = server.demo!.churches[0]!.id
    const device = new TestDevice(server, adminToken, 'en')
    const stored = person(church)
    expect((await device.push('member.create', stored)).status).toBe('applied')

    await setPlan('up_to_150')
    const refused = await device.push('member.create', person(church))
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: {
        code: 'member_limit_reached',
        message:
          "The organisation has reached its plan's member limit. An administrator can change the plan on the subscription screen.",
      },
    })
    expect((await device.push('member.create', person(church, 'visitor'))).status).toBe('applied')
    // The same create replayed (a new mutation id, e.g. after a reinstall): answered, not refused.
    expect((await device.push('member.create', stored)).status).toBe('applied')
    expect(
      (await device.push('member.update', { id: stored.id, patch: { profession: 'Professora' } }))
        .status,
    ).toBe('applied')

    const publicForm = await fetch(`${server.url}/api/members/v1/public-registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({
        churchId: church,
        name: 'Sebastião',
        surname: 'Gonçalves',
        birthDate: '1990-01-02',
        consentScope: 'Cadastro de membros da igreja',
        consentAt: new Date().toISOString(),
        consentTextVersion: '2026-01',
      }),
    })
    expect(publicForm.status).toBe(422)
    const answer = (await publicForm.json()) as { code: string; message: string }
    expect(answer.code).toBe('member_limit_reached')
    expect(answer.message).toContain('límite de miembros')

    await setPlan('up_to_750')
    expect((await device.push('member.create', person(church))).status).toBe('applied')
  })

  it('two racing registrations for the last place: one is taken, the other refused', async () => {
    const church = server.demo!.churches[1]!.id
    const filler = new TestDevice(server, adminToken)
    const { memberCount } = await summary()
    const fill = Array.from({ length: 300 - 1 - memberCount }, () =>
      filler.mutation('member.create', person(church)),
    )
    if (fill.length > 0) await filler.pushAll(fill)
    await setPlan('up_to_300')
    expect((await summary()).memberCount).toBe(299)
    // Through the public form (no sign-in, so nothing else serialises the two requests).
    const register = (n: number) =>
      fetch(`${server.url}/api/members/v1/public-registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          churchId: church,
          name: `Pessoa ${n}`,
          surname: 'Concorrente',
          birthDate: '1990-01-02',
          consentScope: 'Cadastro de membros da igreja',
          consentAt: new Date().toISOString(),
          consentTextVersion: '2026-01',
        }),
      })
    const results = await Promise.all([register(1), register(2)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 422])
    expect((await summary()).memberCount).toBe(300)
    await setPlan('up_to_750')
  })
})

describe('status moves', () => {
  it('trial → active (grace) → past_due with the invoice unpaid → active when paid; /me tells', async () => {
    const body = signupBody()
    expect((await apiClient(server.url).post('/signup/v1', body)).status).toBe(200)
    const signIn = async () => {
      const res = await apiClient(server.url).post<{ data: { token: string; user: Me } }>(
        '/auth/v1/login',
        { email: body.access.email, password: PASSWORD },
      )
      expect(res.status).toBe(200)
      return res.body.data
    }
    expect((await signIn()).user.billing?.status).toBe('trial')

    server.advance(TRIAL_DAYS * DAY + 60_000)
    const inGrace = await signIn()
    expect(inGrace.user.billing?.status).toBe('active')
    const client = apiClient(server.url, inGrace.token)
    const s = await summary(client)
    expect(s.invoices).toHaveLength(1)
    expect(s.nextInvoice).toMatchObject({ status: 'open', planId: 'up_to_50', amountCents: 5990 })
    // Another organisation's invoices and charges do not exist for this one.
    const demoInvoices = await server.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.clientId, clientId))
    const demoCharges = await server.deps.db
      .select()
      .from(charges)
      .where(eq(charges.clientId, clientId))
    expect((await charge(demoInvoices[0]!.id, { method: 'pix' }, client)).status).toBe(404)
    expect(
      (await client.post(`/billing/v1/sandbox/charges/${demoCharges[0]!.id}/pay`)).status,
    ).toBe(404)

    server.advance((GRACE_DAYS + 1) * DAY)
    const late = await signIn()
    expect(late.user.billing?.status).toBe('past_due')
    const lateClient = apiClient(server.url, late.token)
    const overdue = await summary(lateClient)
    expect(overdue.status).toBe('past_due')
    // Past due changes nothing else: the data stays readable.
    expect((await lateClient.get('/auth/v1/me')).status).toBe(200)

    // Paid by card (approved test number), then PIX through the sandbox "pay" of the next month.
    const paid = await charge(overdue.nextInvoice!.id, card('4111111111111111'), lateClient)
    expect(paid.status).toBe(201)
    expect(chargeResponseSchema.parse(paid.body).data).toMatchObject({
      status: 'paid',
      cardLast4: '1111',
    })
    const [user] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, body.access.email))
    const stored = await server.deps.db
      .select()
      .from(charges)
      .where(eq(charges.clientId, user!.clientId))
    expect(JSON.stringify(stored)).not.toContain('4111111111111111')
    expect((await summary(lateClient)).status).toBe('active')
    const me = await lateClient.get<{ data: Me }>('/auth/v1/me')
    expect(me.body.data.billing?.status).toBe('active')

    server.advance(30 * DAY)
    const next = await signIn()
    const nextClient = apiClient(server.url, next.token)
    const month2 = (await summary(nextClient)).nextInvoice!
    const pix = chargeResponseSchema.parse(
      (await charge(month2.id, { method: 'pix' }, nextClient)).body,
    ).data
    const pay = await nextClient.post(`/billing/v1/sandbox/charges/${pix.id}/pay`)
    expect(pay).toMatchObject({ status: 200, body: { data: { ok: true, applied: true } } })
    const after = await summary(nextClient)
    expect(after.invoices.find((i) => i.id === month2.id)?.status).toBe('paid')
    expect(after.status).toBe('active')
    // An invoice is created once however often the status is checked.
    await summary(nextClient)
    expect(
      (await server.deps.db.select().from(invoices).where(eq(invoices.clientId, user!.clientId)))
        .length,
    ).toBe(after.invoices.length)

    // The hourly timer's pass moves statuses without anyone calling the API.
    server.advance(40 * DAY)
    expect(await advanceAllSubscriptions(server.deps.db, server.deps.now())).toBeGreaterThan(1)
    const [sub] = await server.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.clientId, user!.clientId))
    expect(sub?.status).toBe('past_due')
  })
})
