import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { apiClient } from './api-client'
import { ADMIN, DEMO_PASSWORD, type LoginBody } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

const DAY = 86_400_000

/** Issue 14, finding 8: a session ends at its absolute lifetime however much it is used. */
describe('session lifetime and tokens', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const signIn = async (userAgent: string) => {
    const res = await apiClient(server.url).call<LoginBody>(
      'POST',
      '/auth/v1/login',
      { email: ADMIN, password: DEMO_PASSWORD },
      { headers: { 'user-agent': userAgent } },
    )
    expect(res.status).toBe(200)
    return res.body.data
  }

  it('defaults to 90 days, and every sign-in gets a new token, never a reused one', async () => {
    expect(server.deps.config.sessionMaxAgeMs).toBe(90 * DAY)
    const phone = await signIn('phone')
    const laptop = await signIn('laptop')
    const again = await signIn('phone')
    expect(new Set([phone.token, laptop.token, again.token]).size).toBe(3)
    for (const { token } of [phone, laptop, again])
      expect((await apiClient(server.url, token).post('/auth/v1/check-login')).body).toBe(true)
  })

  it('refuses a token used every week once its absolute lifetime is over, with the usual 401', async () => {
    const { token, expiresAt } = await signIn('tablet')
    const api = apiClient(server.url, token, 'en')
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * DAY)
    for (let week = 1; week <= 12; week++) {
      server.advance(7 * DAY)
      expect((await api.post('/auth/v1/check-login')).body).toBe(true)
    }
    server.advance(6 * DAY) // 90 days after sign-in
    const refused = await api.get('/auth/v1/me')
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({
      code: 'unauthenticated',
      message: 'Your session has expired or is invalid. Please sign in again.',
    })
    // Signing in again starts a new lifetime.
    const fresh = await signIn('tablet')
    expect((await apiClient(server.url, fresh.token).post('/auth/v1/check-login')).body).toBe(true)
  })

  it('SESSION_MAX_AGE_DAYS shortens the lifetime, and the sliding expiry never passes it', async () => {
    expect(readConfig({ SESSION_MAX_AGE_DAYS: '10' }).sessionMaxAgeMs).toBe(10 * DAY)
    expect(readConfig({ SESSION_MAX_AGE_DAYS: 'x' }).sessionMaxAgeMs).toBe(90 * DAY)
    server.deps.config.sessionMaxAgeMs = 10 * DAY
    try {
      const { token, expiresAt } = await signIn('kiosk')
      const days = (new Date(expiresAt).getTime() - server.deps.now().getTime()) / DAY
      expect(days).toBeCloseTo(10, 3)
      const api = apiClient(server.url, token)
      server.advance(9 * DAY)
      expect((await api.post('/auth/v1/check-login')).body).toBe(true)
      server.advance(DAY)
      expect((await api.post('/auth/v1/check-login')).status).toBe(401)
    } finally {
      server.deps.config.sessionMaxAgeMs = 90 * DAY
    }
  })
})
