import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { churches, users } from '../../server/db/schema'
import {
  expireUnconfirmedSignups,
  SIGNUP_EXPIRY_DAYS,
} from '../../server/modules/billing/signup-expiry'
import { apiClient } from './api-client'
import { lastLinkTo } from './auth-helpers'
import { PASSWORD, signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'

/**
 * Issue 47 #6: a sign-up never confirmed kept its CNPJ for good, so the real church could not
 * sign up. Unconfirmed sign-ups expire after SIGNUP_EXPIRY_DAYS and free the CNPJ and the
 * e-mail; a second sign-up of a taken CNPJ is told how to claim it, and the form tells nothing.
 */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server.close())

const DAY = 86_400_000
const post = (body: unknown) => apiClient(server.url).post('/signup/v1', body)
const answerOf = (res: { status: number; body: unknown }) => ({
  status: res.status,
  body: res.body,
})

async function mailTo(email: string): Promise<string> {
  const deadline = Date.now() + 5000
  for (;;) {
    const mail = server.mails().find((m) => m.includes(`To: ${email}`))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

const liveChurches = (cnpj: string) =>
  server.deps.db
    .select({ clientId: churches.clientId })
    .from(churches)
    .where(and(eq(churches.cnpj, cnpj), isNull(churches.deletedAt)))

const liveUsers = (email: string) =>
  server.deps.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))

const login = (email: string) =>
  apiClient(server.url).post<{ data: { token: string } }>('/auth/v1/login', {
    email,
    password: PASSWORD,
  })

describe('a sign-up never confirmed', () => {
  it('answers a second sign-up of its CNPJ as any other, and mails that person how to claim the CNPJ', async () => {
    const first = signupBody()
    const created = answerOf(await post(first))
    const second = signupBody({ cnpj: first.church.cnpj })
    expect(answerOf(await post(second))).toEqual(created)
    const mail = await mailTo(second.access.email)
    expect(mail).toContain('Subject: Celeiro: esta igreja já está cadastrada')
    expect(mail).toContain(`não é confirmado em ${SIGNUP_EXPIRY_DAYS} dias`)
    expect(mail).toContain(`escreva para ${server.deps.config.salesEmail} com o cartão CNPJ`)
  })

  it(`expires after ${SIGNUP_EXPIRY_DAYS} days: its CNPJ and e-mail can sign up again, its sessions end; a confirmed one stays`, async () => {
    const squatter = signupBody()
    await post(squatter)
    const [before] = await liveChurches(squatter.church.cnpj)
    const session = await login(squatter.access.email)
    expect(session.status).toBe(200)
    const token = session.body.data.token

    const real = signupBody()
    await post(real)
    const link = await lastLinkTo(server, real.access.email, 1)
    const key = link.split('/email-validation/')[1] ?? ''
    expect((await apiClient(server.url).get(`/auth/v1/email-validation/${key}`)).body).toEqual({
      ok: true,
      status: 'validated',
    })

    server.advance((SIGNUP_EXPIRY_DAYS - 1) * DAY)
    await expireUnconfirmedSignups(server.deps.db, server.deps.now())
    expect(await liveChurches(squatter.church.cnpj)).toEqual([before])
    expect((await apiClient(server.url, token).get('/auth/v1/me')).status).toBe(200)

    server.advance(2 * DAY)
    expect(await expireUnconfirmedSignups(server.deps.db, server.deps.now())).toBeGreaterThan(0)
    expect(await expireUnconfirmedSignups(server.deps.db, server.deps.now())).toBe(0)
    expect(await liveChurches(squatter.church.cnpj)).toEqual([])
    expect(await liveUsers(squatter.access.email)).toEqual([])
    expect((await apiClient(server.url, token).get('/auth/v1/me')).status).toBe(401)
    expect((await login(squatter.access.email)).status).toBe(401)
    // The confirmed organisation is untouched.
    expect(await liveChurches(real.church.cnpj)).toHaveLength(1)
    expect((await login(real.access.email)).status).toBe(200)

    // The church signs up with its CNPJ (and the address that was taken) as a new organisation.
    const again = signupBody({ cnpj: squatter.church.cnpj, email: squatter.access.email })
    expect((await post(again)).status).toBe(200)
    const [now] = await liveChurches(squatter.church.cnpj)
    expect(now).toBeDefined()
    expect(now?.clientId).not.toBe(before?.clientId)
    expect(await liveUsers(squatter.access.email)).toEqual([{ clientId: now?.clientId }])
  })
})
