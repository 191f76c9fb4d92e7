import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  churches,
  clients,
  levels,
  rateLimits,
  roles,
  signups,
  subscriptions,
  users,
} from '../../server/db/schema'
import type { Me } from '../../sync/contracts/auth'
import { TRIAL_DAYS } from '../../sync/contracts/billing'
import { SIGNUP_ANSWER_FLOOR_MS } from '../../server/modules/billing/signup.service'
import { apiClient } from './api-client'
import { lastLinkTo } from './auth-helpers'
import { PASSWORD, signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'

/** Issue 18: the public sign-up (docs/billing.md). */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server.close())

const count = async (table: typeof clients | typeof users | typeof signups) =>
  (await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0

const post = (body: unknown) => apiClient(server.url).post('/signup/v1', body)
const OK = { data: { ok: true, trialDays: TRIAL_DAYS } }

/** The answer and how long it took, in ms. */
async function timedPost(body: unknown) {
  const started = performance.now()
  const answer = await post(body)
  return { answer, ms: performance.now() - started }
}

describe('POST /signup/v1', () => {
  it('creates one organisation for two concurrent submits of the same key; the admin validates, signs in and sees the trial', async () => {
    const body = signupBody()
    const before = await count(clients)
    const [a, b] = await Promise.all([post(body), post(body)])
    expect(a).toMatchObject({ status: 200, body: OK })
    expect(b).toMatchObject({ status: 200, body: OK })
    expect(await post(body)).toMatchObject({ status: 200, body: OK })
    expect(await count(clients)).toBe(before + 1)

    const [user] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, body.access.email))
    expect(user).toMatchObject({ name: 'Paulo', fullName: 'Paulo Henrique Moreira' })
    expect(user?.emailConfirmedAt).toBeNull()
    const clientId = user!.clientId
    const [church] = await server.deps.db
      .select()
      .from(churches)
      .where(eq(churches.clientId, clientId))
    expect(church).toMatchObject({
      name: body.church.name,
      cnpj: body.church.cnpj,
      // The billing address is the church's letterhead's (issue 52).
      address: 'Rua das Flores, 100 – Centro, Campinas/SP – CEP 13010-111',
    })
    const levelRows = await server.deps.db
      .select()
      .from(levels)
      .where(eq(levels.clientId, clientId))
    expect(levelRows.map((l) => [l.name, l.order]).sort()).toEqual([
      ['Administrador', 0],
      ['Convenção', 1],
      ['Igreja', 2],
    ])
    const roleRows = await server.deps.db.select().from(roles).where(eq(roles.clientId, clientId))
    expect(roleRows.map((r) => r.name).sort()).toEqual([
      'Administrador',
      'Professor(a) da EBD',
      'Secretário',
      'Superintendente da EBD',
      'Tesoureiro',
    ])
    const [sub] = await server.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.clientId, clientId))
    expect(sub).toMatchObject({ status: 'trial', planId: 'up_to_50', paymentMethod: 'pix' })
    expect(sub).toMatchObject({ payerCnpj: body.church.cnpj, cep: '13010111', state: 'SP' })
    const trialMs = Date.parse(sub!.trialEndsAt) - Date.now()
    expect(Math.abs(trialMs - TRIAL_DAYS * 86_400_000)).toBeLessThan(60_000)

    // Exactly one validation mail, with the link like every other validation mail.
    const link = await lastLinkTo(server, body.access.email, 1)
    expect(server.mails().filter((m) => m.includes(`To: ${body.access.email}`))).toHaveLength(1)
    expect(link.startsWith(`${server.deps.config.appOrigin}/email-validation/`)).toBe(true)
    const key = link.split('/email-validation/')[1] ?? ''
    const validated = await apiClient(server.url).get(`/auth/v1/email-validation/${key}`)
    expect(validated.body).toEqual({ ok: true, status: 'validated' })

    const login = await apiClient(server.url).post<{ data: { token: string; user: Me } }>(
      '/auth/v1/login',
      { email: body.access.email, password: PASSWORD },
    )
    expect(login.status).toBe(200)
    const me = await apiClient(server.url, login.body.data.token).get<{ data: Me }>('/auth/v1/me')
    expect(me.body.data.billing).toMatchObject({
      status: 'trial',
      planId: 'up_to_50',
      memberLimit: 50,
    })
    expect(me.body.data.billing?.trialEndsAt).toBe(new Date(sub!.trialEndsAt).toISOString())
    expect(me.body.data.role.levelOrder).toBe(0)
  })

  it('answers a known e-mail or CNPJ the same, creates nothing, and mails that address', async () => {
    const first = signupBody({ language: 'en' })
    const created = await timedPost(first)
    expect(created.answer).toMatchObject({ status: 200, body: OK })
    const clientsBefore = await count(clients)
    const usersBefore = await count(users)

    const sameEmail = signupBody({ email: first.access.email, language: 'en' })
    const sameCnpj = signupBody({ cnpj: first.church.cnpj })
    const a = await timedPost(sameEmail)
    const b = await timedPost(sameCnpj)
    expect(a.answer).toMatchObject({ status: 200, body: OK })
    expect(b.answer).toMatchObject({ status: 200, body: OK })
    // Nor does the time tell: nothing created answers no sooner than a new organisation.
    for (const { ms } of [created, a, b]) expect(ms).toBeGreaterThanOrEqual(SIGNUP_ANSWER_FLOOR_MS)
    expect(await count(clients)).toBe(clientsBefore)
    expect(await count(users)).toBe(usersBefore)

    await lastLinkTo(server, first.access.email, 2)
    expect(
      server
        .mails()
        .filter((m) => m.includes(`To: ${first.access.email}`))
        .at(-1),
    ).toContain('Subject: Celeiro: this e-mail already has an account')
    const deadline = Date.now() + 5000
    while (!server.mails().some((m) => m.includes(`To: ${sameCnpj.access.email}`))) {
      if (Date.now() > deadline) throw new Error('no CNPJ mail')
      await new Promise((r) => setTimeout(r, 20))
    }
    expect(server.mails().find((m) => m.includes(`To: ${sameCnpj.access.email}`))).toContain(
      'Subject: Celeiro: esta igreja já está cadastrada',
    )
  })

  it('refuses common passwords, mismatched confirmations and invalid documents (400, nothing created)', async () => {
    const before = await count(signups)
    const common = signupBody()
    common.access.password = 'Password@123'
    common.access.passwordConfirm = 'Password@123'
    const res = await post(common)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'validation_failed' })
    const mismatch = signupBody()
    mismatch.access.passwordConfirm = 'Other#Pass2026'
    expect((await post(mismatch)).body).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'access.passwordConfirm', message: 'passwords_do_not_match' }],
    })
    const badCnpj = signupBody({ cnpj: '11222333000100' })
    expect((await post(badCnpj)).status).toBe(400)
    expect(await count(signups)).toBe(before)
  })

  it('is rate-limited per address', async () => {
    await server.deps.db.delete(rateLimits)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await post({})).status)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    await server.deps.db.delete(rateLimits)
  })
})

describe('POST /signup/v1/contact', () => {
  it('mails the sales address in the request language', async () => {
    const res = await apiClient(server.url, undefined, 'es').post('/signup/v1/contact', {
      name: 'Marcos Vinícius',
      email: 'marcos@convencao.example',
      phone: '(11) 3333-4444',
      organisation: 'Convenção Nacional',
      memberCount: 12000,
      message: 'Somos 80 igrejas.',
    })
    expect(res).toMatchObject({ status: 200, body: { data: { ok: true } } })
    const mail = server.mails().find((m) => m.includes(`To: ${server.deps.config.salesEmail}`))
    expect(mail).toContain('Subject: Celeiro: contáctenos — Convenção Nacional (12000 miembros)')
    expect(mail).toContain('marcos@convencao.example')
    expect(mail).toContain('Somos 80 igrejas.')
    const small = await apiClient(server.url).post('/signup/v1/contact', {
      name: 'X Y',
      email: 'x@y.example',
      phone: '11333344445',
      organisation: 'Pequena',
      memberCount: 200,
    })
    expect(small.status).toBe(400)
  })
})
