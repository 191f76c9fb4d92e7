import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailValidationResponseSchema } from '../../sync/contracts/auth'
import { users } from '../../server/db/schema'
import { sendEmailValidation } from '../../server/modules/auth/email-validation.service'
import { apiClient } from './api-client'
import { SECRETARY, TREASURER, lastLinkTo, userIdOf } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

describe('GET /auth/v1/email-validation/:key', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const validate = async (key: string) => {
    const res = await apiClient(server.url).get(`/auth/v1/email-validation/${key}`)
    expect(res.status).toBe(200)
    return emailValidationResponseSchema.parse(res.body)
  }

  const sendTo = async (email: string, language: string, count: number): Promise<string> => {
    const id = await userIdOf(server, email)
    await server.deps.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, id))
    await sendEmailValidation(server.deps, { id, email, name: 'Fulano', language })
    const link = await lastLinkTo(server, email, count)
    expect(link.startsWith(`${server.deps.config.appOrigin}/email-validation/`)).toBe(true)
    return link.split('/email-validation/')[1] ?? ''
  }

  it('validates once, then answers already_validated', async () => {
    const key = await sendTo(SECRETARY, 'en', 1)
    expect(server.mails().at(-1)).toContain('Subject: Celeiro: confirm your e-mail')
    expect(await validate(key)).toEqual({ ok: true, status: 'validated' })
    const rows = await server.deps.db.select().from(users).where(eq(users.email, SECRETARY))
    expect(rows[0]?.emailConfirmedAt).not.toBeNull()
    expect(await validate(key)).toEqual({ ok: true, status: 'already_validated' })
  })

  it('answers expired after 48 hours', async () => {
    const key = await sendTo(TREASURER, 'pt-BR', 1)
    expect(server.mails().at(-1)).toContain('Subject: Celeiro: confirme o seu e-mail')
    server.advance(48 * 3_600_000 + 1)
    expect(await validate(key)).toEqual({ ok: false, status: 'expired' })
    const rows = await server.deps.db.select().from(users).where(eq(users.email, TREASURER))
    expect(rows[0]?.emailConfirmedAt).toBeNull()
  })

  it('answers invalid for unknown or malformed keys', async () => {
    expect(await validate('z'.repeat(43))).toEqual({ ok: false, status: 'invalid' })
    expect(await validate('short')).toEqual({ ok: false, status: 'invalid' })
    expect(await validate('%E2%9C%93'.repeat(5))).toEqual({ ok: false, status: 'invalid' })
  })
})
