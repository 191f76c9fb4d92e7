import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { apiClient } from './api-client'
import { DEMO_PASSWORD, SECRETARY, TREASURER, lastLinkTo, signIn } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

const HOUR = 3_600_000

describe('password reset by e-mailed link', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const api = () => apiClient(server.url)
  const codeOf = (link: string) => link.split('/refresh-password/')[1] ?? ''

  it('answers ok for an unknown e-mail and sends nothing', async () => {
    const res = await api().post('/auth/v1/reset-password', { email: 'ninguem@celeiro.app' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { ok: true } })
    expect(server.mails()).toHaveLength(0)
    expect((await api().post('/auth/v1/reset-password', { email: 'not-an-email' })).status).toBe(
      400,
    )
  })

  it('resets end to end: link in the user language, single use, other sessions ended', async () => {
    await server.deps.db.update(users).set({ language: 'es' }).where(eq(users.email, TREASURER))
    const session = await signIn(server, TREASURER)
    expect(
      (await api().post('/auth/v1/reset-password', { email: 'Tesoureiro@Celeiro.app' })).body,
    ).toEqual({ data: { ok: true } })
    const link = await lastLinkTo(server, TREASURER, 1)
    expect(link).toMatch(
      new RegExp(`^${server.deps.config.appOrigin}/refresh-password/[A-Za-z0-9_-]{43}$`),
    )
    expect(server.mails().at(-1)).toContain('Subject: Celeiro: restablecimiento de contraseña')
    const code = codeOf(link)

    expect((await api().post('/auth/v1/reset-password-check', { code })).body).toEqual({
      data: { valid: true },
    })
    expect(
      (await api().post('/auth/v1/reset-password-check', { code: 'x'.repeat(43) })).body,
    ).toEqual({ data: { valid: false } })
    expect((await api().post('/auth/v1/reset-password-check', {})).status).toBe(400)

    const weak = await api().post<{ code: string; details: { path: string; message: string }[] }>(
      '/auth/v1/reset-password-code',
      { code, password: 'abcdefgh' },
    )
    expect(weak.status).toBe(400)
    expect(weak.body.code).toBe('validation_failed')
    expect(weak.body.details.map((d) => d.message)).toEqual([
      'password_needs_upper',
      'password_needs_digit',
      'password_needs_special',
    ])

    const common = await apiClient(server.url, undefined, 'en').post(
      '/auth/v1/reset-password-code',
      { code, password: 'Senha@123' },
    )
    expect(common.status).toBe(400)
    expect(common.body).toMatchObject({
      code: 'validation_failed',
      message: 'This password is too common and easy to guess. Choose another one.',
    })

    const wrong = await api().post('/auth/v1/reset-password-code', {
      code: 'y'.repeat(43),
      password: 'Nova-Chave#42',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: 'invalid_code' })

    // Someone hammered the account: the reset lifts the login block.
    for (let i = 0; i < 5; i++)
      await api().post('/auth/v1/login', { email: TREASURER, password: 'Errada@123x' })
    expect(
      (await api().post('/auth/v1/login', { email: TREASURER, password: DEMO_PASSWORD })).status,
    ).toBe(429)

    const ok = await api().post('/auth/v1/reset-password-code', { code, password: 'Nova-Chave#42' })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ data: { ok: true } })

    expect((await apiClient(server.url, session).post('/auth/v1/check-login')).status).toBe(401)
    expect(
      (await api().post('/auth/v1/login', { email: TREASURER, password: DEMO_PASSWORD })).status,
    ).toBe(401)
    await signIn(server, TREASURER, 'Nova-Chave#42')

    expect((await api().post('/auth/v1/reset-password-check', { code })).body).toEqual({
      data: { valid: false },
    })
    const again = await api().post('/auth/v1/reset-password-code', {
      code,
      password: 'Outra-Chave#43',
    })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ code: 'invalid_code' })
  })

  it('a link expires after 2 hours, and a newer link replaces an older one', async () => {
    await api().post('/auth/v1/reset-password', { email: SECRETARY })
    const first = codeOf(await lastLinkTo(server, SECRETARY, 1))
    await api().post('/auth/v1/reset-password', { email: SECRETARY })
    const second = codeOf(await lastLinkTo(server, SECRETARY, 2))
    expect((await api().post('/auth/v1/reset-password-check', { code: first })).body).toEqual({
      data: { valid: false },
    })
    expect((await api().post('/auth/v1/reset-password-check', { code: second })).body).toEqual({
      data: { valid: true },
    })
    // The server's clock is the real one moved on: a minute's margin for a slow machine's calls.
    server.advance(2 * HOUR - 60_000)
    expect((await api().post('/auth/v1/reset-password-check', { code: second })).body).toEqual({
      data: { valid: true },
    })
    server.advance(60_001)
    expect((await api().post('/auth/v1/reset-password-check', { code: second })).body).toEqual({
      data: { valid: false },
    })
    const late = await api().post('/auth/v1/reset-password-code', {
      code: second,
      password: 'Nova-Chave#42',
    })
    expect(late.status).toBe(400)
    expect(late.body).toMatchObject({ code: 'invalid_code' })
  })

  it('limits requests per e-mail, for unknown e-mails too', async () => {
    server.advance(2 * HOUR)
    for (const email of [SECRETARY, 'fantasma@celeiro.app']) {
      for (let i = 0; i < 3; i++)
        expect((await api().post('/auth/v1/reset-password', { email })).status).toBe(200)
      const blocked = await api().post('/auth/v1/reset-password', { email })
      expect(blocked.status).toBe(429)
      expect(blocked.body).toMatchObject({ code: 'too_many_requests' })
    }
    server.advance(HOUR + 1)
    expect((await api().post('/auth/v1/reset-password', { email: SECRETARY })).status).toBe(200)
  })

  it('limits requests per address', async () => {
    server.advance(2 * HOUR)
    for (let i = 0; i < 10; i++)
      expect(
        (await api().post('/auth/v1/reset-password', { email: `x${i}@celeiro.app` })).status,
      ).toBe(200)
    expect((await api().post('/auth/v1/reset-password', { email: 'y@celeiro.app' })).status).toBe(
      429,
    )
  })
})
