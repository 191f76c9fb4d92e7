import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginResponseSchema } from '../../sync/contracts/auth'
import { users } from '../../server/db/schema'
import { apiClient } from './api-client'
import { ADMIN, DEMO_PASSWORD, SECRETARY, TREASURER, signIn } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

describe('login, logout, check-login', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('signs in with the demo password and answers the contract', async () => {
    const res = await apiClient(server.url).post('/auth/v1/login', {
      email: ' Admin@Celeiro.app ',
      password: DEMO_PASSWORD,
    })
    expect(res.status).toBe(200)
    const body = loginResponseSchema.parse(res.body)
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.data.user.email).toBe(ADMIN)
    const days = (new Date(body.data.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29)
  })

  it('answers the same 401 for an unknown e-mail and a wrong password, in each language', async () => {
    const expected = {
      'pt-BR': 'E-mail ou senha inválidos.',
      en: 'Invalid e-mail or password.',
      es: 'Correo electrónico o contraseña inválidos.',
    }
    for (const [lang, message] of Object.entries(expected)) {
      const api = apiClient(server.url, undefined, lang)
      const unknown = await api.post('/auth/v1/login', {
        email: 'ninguem@celeiro.app',
        password: DEMO_PASSWORD,
      })
      const wrong = await api.post('/auth/v1/login', { email: SECRETARY, password: 'Errada@123x' })
      expect(unknown.status).toBe(401)
      expect(unknown.body).toEqual({ message, code: 'invalid_credentials' })
      expect(wrong.body).toEqual(unknown.body)
      expect(wrong.status).toBe(401)
    }
  })

  it('takes similar time for an unknown e-mail and a wrong password', async () => {
    const api = apiClient(server.url)
    const time = async (email: string) => {
      const started = performance.now()
      await api.post('/auth/v1/login', { email, password: 'Errada@123y' })
      return performance.now() - started
    }
    const unknown = await time('outro@celeiro.app')
    const known = await time(TREASURER)
    // Both run one argon2 verification; without it the unknown e-mail would answer ~10x faster.
    expect(unknown).toBeGreaterThan(known / 4)
  })

  it('refuses malformed bodies with 400 validation_failed, never a 5xx', async () => {
    const api = apiClient(server.url)
    for (const body of [
      {},
      { email: 'x', password: 'y' },
      { email: ADMIN },
      { email: 1, password: [] },
      'not json',
      null,
    ]) {
      const res = await api.post<{ code: string }>('/auth/v1/login', body)
      expect([400]).toContain(res.status)
      expect(['validation_failed', 'bad_request']).toContain(res.body.code)
    }
    const res = await api.post<{ details: { path: string }[] }>('/auth/v1/login', {
      email: 'x',
      password: '',
    })
    expect(res.body.details.map((d) => d.path).sort()).toEqual(['email', 'password'])
  })

  it('check-login answers bare true with a token and 401 without or after logout', async () => {
    const token = await signIn(server, TREASURER)
    const api = apiClient(server.url, token)
    expect((await api.post('/auth/v1/check-login')).body).toBe(true)
    expect((await apiClient(server.url).post('/auth/v1/check-login')).status).toBe(401)
    expect((await apiClient(server.url, 'x'.repeat(43)).post('/auth/v1/check-login')).status).toBe(
      401,
    )

    const other = await signIn(server, TREASURER)
    const out = await api.post('/auth/v1/logout')
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ data: { ok: true } })
    const after = await api.post('/auth/v1/check-login')
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ code: 'unauthenticated' })
    expect((await api.get('/auth/v1/me')).status).toBe(401)
    expect((await api.post('/auth/v1/logout')).status).toBe(401)
    // Only that token was revoked.
    expect((await apiClient(server.url, other).post('/auth/v1/check-login')).body).toBe(true)
  })

  it('a deactivated user cannot sign in and their token stops working', async () => {
    const token = await signIn(server, SECRETARY)
    await server.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.email, SECRETARY))
    expect((await apiClient(server.url, token).post('/auth/v1/check-login')).status).toBe(401)
    const res = await apiClient(server.url).post('/auth/v1/login', {
      email: SECRETARY,
      password: DEMO_PASSWORD,
    })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({
      code: 'invalid_credentials',
      message: 'E-mail ou senha inválidos.',
    })
    await server.deps.db.update(users).set({ status: 'active' }).where(eq(users.email, SECRETARY))
  })

  it('sessions slide: a token used within 30 days keeps working, an idle one expires', async () => {
    const token = await signIn(server, ADMIN)
    const api = apiClient(server.url, token)
    server.advance(20 * 86_400_000)
    expect((await api.post('/auth/v1/check-login')).body).toBe(true)
    server.advance(20 * 86_400_000)
    expect((await api.post('/auth/v1/check-login')).body).toBe(true)
    server.advance(30 * 86_400_000 + 1)
    expect((await api.post('/auth/v1/check-login')).status).toBe(401)
  })
})
