import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from './api-client'
import { ADMIN, DEMO_PASSWORD, SECRETARY, TREASURER, lastLinkTo, signIn } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

const HOUR = 3_600_000

/** Issue 14, findings 1 and 7: attempts are counted before the password check, per (account, address). */
describe('login limits under parallel requests and from many addresses', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const login = (email: string, password: string, address?: string) =>
    apiClient(server.url, undefined, 'en').call<{ code: string }>(
      'POST',
      '/auth/v1/login',
      { email, password },
      { headers: address ? { 'x-forwarded-for': address } : {} },
    )
  const statuses = (list: { status: number }[]) => list.map((r) => r.status)

  it('a burst of 25 wrong passwords gets at most 5 password checks; then even the right one waits', async () => {
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => login(TREASURER, 'Errada@123x')),
    )
    const checked = statuses(burst).filter((s) => s !== 429)
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(checked.every((s) => s === 401)).toBe(true)
    expect(
      burst.filter((r) => r.status === 429).every((r) => r.body.code === 'too_many_requests'),
    ).toBe(true)
    expect((await login(TREASURER, DEMO_PASSWORD)).status).toBe(429)
  })

  it('a burst of 25 wrong current passwords on change-password gets at most 5 checks', async () => {
    const token = await signIn(server, SECRETARY)
    const api = apiClient(server.url, token, 'en')
    const burst = await Promise.all(
      Array.from({ length: 25 }, () =>
        api.post('/auth/v1/change-password', {
          currentPassword: 'Errada@123x',
          newPassword: 'Outra-Chave#7',
          confirmPassword: 'Outra-Chave#7',
        }),
      ),
    )
    const checked = statuses(burst).filter((s) => s !== 429)
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(checked.every((s) => s === 400)).toBe(true)
    expect(statuses(burst)).toContain(429)
  })

  it("someone else's failures from other addresses never lock the account; they only slow it", async () => {
    server.advance(2 * HOUR)
    server.deps.config.trustProxy = true
    try {
      // Five failures from one address block that address for this account only.
      for (let i = 0; i < 5; i++)
        expect((await login(ADMIN, 'Errada@123x', '203.0.113.1')).status).toBe(401)
      expect((await login(ADMIN, DEMO_PASSWORD, '203.0.113.1')).status).toBe(429)
      // The real user, elsewhere, signs in at once.
      expect((await login(ADMIN, DEMO_PASSWORD, '198.51.100.7')).status).toBe(200)

      // Failures spread over many addresses: past 10 in the hour every check of the account
      // waits first (0.5 s, doubling), but the right password still gets in.
      for (let i = 0; i < 5; i++)
        expect((await login(ADMIN, 'Errada@123x', '203.0.113.2')).status).toBe(401)
      const started = performance.now()
      const slowed = await login(ADMIN, DEMO_PASSWORD, '198.51.100.8')
      expect(slowed.status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(450)
    } finally {
      server.deps.config.trustProxy = false
    }
  })

  it('a password reset lifts the blocks of the account from every address', async () => {
    server.advance(2 * HOUR)
    server.deps.config.trustProxy = true
    try {
      for (const address of ['192.0.2.1', '192.0.2.2'])
        for (let i = 0; i < 5; i++)
          expect((await login(SECRETARY, 'Errada@123x', address)).status).toBe(401)
      expect((await login(SECRETARY, DEMO_PASSWORD, '192.0.2.2')).status).toBe(429)
      await apiClient(server.url).post('/auth/v1/reset-password', { email: SECRETARY })
      const link = await lastLinkTo(server, SECRETARY, 1)
      const code = link.split('/refresh-password/')[1] ?? ''
      const reset = await apiClient(server.url).post('/auth/v1/reset-password-code', {
        code,
        password: 'Nova-Chave#42',
      })
      expect(reset.status).toBe(200)
      for (const address of ['192.0.2.1', '192.0.2.2'])
        expect((await login(SECRETARY, 'Nova-Chave#42', address)).status).toBe(200)
    } finally {
      server.deps.config.trustProxy = false
    }
  })
})
