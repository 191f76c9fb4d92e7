import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from './api-client'
import { signIn, TREASURER } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

const POSTS = [
  '/login',
  '/logout',
  '/check-login',
  '/reset-password',
  '/reset-password-check',
  '/reset-password-code',
  '/change-password',
]

/** Bodies near the real shapes (right keys, wrong values) and far from them. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.record({ email: fc.jsonValue(), password: fc.jsonValue() }, { requiredKeys: [] }),
  fc.record(
    { code: fc.oneof(fc.string(), fc.jsonValue()), password: fc.string({ maxLength: 200 }) },
    { requiredKeys: [] },
  ),
  fc.record(
    { currentPassword: fc.jsonValue(), newPassword: fc.string(), confirmPassword: fc.string() },
    { requiredKeys: [] },
  ),
  fc.string().map((s) => `{${s}`),
)

describe('the identity API under malformed input', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer()
    token = await signIn(server, TREASURER)
  })
  afterAll(() => server.close())

  it('never answers 5xx and keeps answering', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POSTS),
        body,
        fc.boolean(),
        async (path, payload, withToken) => {
          // Keep the per-address counters from blocking everything: the point is the 5xx.
          server.advance(24 * 3_600_000)
          const res = await apiClient(server.url, withToken ? token : undefined).post(
            `/auth/v1${path}`,
            payload,
          )
          expect(res.status).toBeLessThan(500)
          expect(res.body).toBeTypeOf(
            res.status === 200 && path === '/check-login' ? 'boolean' : 'object',
          )
        },
      ),
      { numRuns: 60 },
    )
    const key = await apiClient(server.url).get(
      `/auth/v1/email-validation/${encodeURIComponent('../\u0000\uFFFF')}`,
    )
    expect(key.status).toBe(200)
    expect((await apiClient(server.url).get('/health')).status).toBe(200)
  })
})
