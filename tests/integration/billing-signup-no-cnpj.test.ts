import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { churches, clients, rateLimits, signups, subscriptions } from '../../server/db/schema'
import { TRIAL_DAYS } from '../../sync/contracts/billing'
import { apiClient } from './api-client'
import { completeCnpj, signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'

/**
 * Issue 50: a congregation without a CNPJ of its own (many use their headquarters') signs up with
 * none (docs/billing.md, "Without a CNPJ"). It claims no CNPJ; the guarantee of one organisation
 * per CNPJ (issue 47, `signups_cnpj_uq`) holds as before for those who give theirs.
 */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server.close())

const post = (body: unknown) => apiClient(server.url).post('/signup/v1', body)
const OK = { status: 200, body: { data: { ok: true, trialDays: TRIAL_DAYS } } }
const clientCount = async () =>
  (await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(clients))[0]?.n ?? 0
const KNOWN = 'Subject: Celeiro: esta igreja já está cadastrada'
const mailTo = (email: string) => server.mails().filter((m) => m.includes(`To: ${email}`))

/** The organisation a sign-up created, by its church's name. */
async function created(name: string) {
  const [church] = await server.deps.db
    .select({ clientId: churches.clientId, cnpj: churches.cnpj })
    .from(churches)
    .where(and(eq(churches.name, name), isNull(churches.deletedAt)))
  if (!church) return undefined
  const [claim] = await server.deps.db
    .select({ cnpj: signups.cnpj })
    .from(signups)
    .where(eq(signups.clientId, church.clientId))
  const [subscription] = await server.deps.db
    .select({ status: subscriptions.status, payerCnpj: subscriptions.payerCnpj })
    .from(subscriptions)
    .where(eq(subscriptions.clientId, church.clientId))
  return { church, claim, subscription }
}

async function waitForMail(email: string) {
  const deadline = Date.now() + 10_000
  while (mailTo(email).length === 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50))
  return mailTo(email)
}

describe('a sign-up without a CNPJ', () => {
  it('creates its organisation in trial, claims no CNPJ, and is never "already registered"', async () => {
    await server.deps.db.delete(rateLimits)
    // Four congregations at once, none with a CNPJ of its own: four organisations.
    const bodies = Array.from({ length: 4 }, () => signupBody({ cnpj: '' }))
    bodies[3]!.church.cnpj = '   '
    const before = await clientCount()
    const answers = await Promise.all(bodies.map(post))
    for (const answer of answers) expect(answer).toMatchObject(OK)
    expect(await clientCount()).toBe(before + 4)
    for (const body of bodies) {
      expect(await created(body.church.name)).toMatchObject({
        church: { cnpj: '' },
        claim: { cnpj: null },
        subscription: { status: 'trial', payerCnpj: '' },
      })
      const mails = await waitForMail(body.access.email)
      expect(mails.some((m) => m.includes(KNOWN))).toBe(false)
    }
  })

  it('leaves the guarantee of one organisation per CNPJ to those who give one', async () => {
    await server.deps.db.delete(rateLimits)
    const cnpj = completeCnpj('505050505050')
    const first = signupBody({ cnpj })
    expect(await post(first)).toMatchObject(OK)
    // Its congregation types the headquarters' CNPJ: answered alike, nothing created, mailed.
    const congregation = signupBody({ cnpj })
    const before = await clientCount()
    expect(await post(congregation)).toMatchObject(OK)
    expect(await clientCount()).toBe(before)
    const known = (await waitForMail(congregation.access.email)).find((m) => m.includes(KNOWN))
    // The mail tells a congregation under its headquarters' CNPJ how to sign up on its own.
    expect(known).toContain('cadastre-se de novo com o campo CNPJ em branco')
    // …and without it, signs up.
    const without = { ...signupBody({ cnpj: '' }), church: { ...congregation.church, cnpj: '' } }
    expect(await post(without)).toMatchObject(OK)
    expect(await clientCount()).toBe(before + 1)
    const claims = await server.deps.db
      .select({ cnpj: signups.cnpj })
      .from(signups)
      .where(inArray(signups.cnpj, [cnpj]))
    expect(claims).toEqual([{ cnpj }])
  })

  it('still refuses a CNPJ typed with wrong check digits (400, nothing created)', async () => {
    await server.deps.db.delete(rateLimits)
    const before = await clientCount()
    const answer = await post(signupBody({ cnpj: '11.222.333/0001-00' }))
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        details: [{ path: 'church.cnpj', message: 'invalid_cnpj' }],
      },
    })
    expect(await clientCount()).toBe(before)
  })
})
