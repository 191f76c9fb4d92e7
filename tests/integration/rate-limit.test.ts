import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clear, enforce, hit, peek } from '../../server/modules/rate-limit/rate-limit'
import { apiClient } from './api-client'
import { ADMIN, DEMO_PASSWORD, SECRETARY, TREASURER } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

const MINUTE = 60_000

describe('rate limits (database-backed)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    apiClient(server.url, undefined, 'en').call<{ code: string; message: string }>(
      'POST',
      '/auth/v1/login',
      { email, password },
      { headers },
    )

  it('blocks an account after 5 failures with a growing block; success forgets failures', async () => {
    for (let i = 0; i < 5; i++) expect((await login(TREASURER, 'Errada@123x')).status).toBe(401)
    const blocked = await login(TREASURER, DEMO_PASSWORD)
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many attempts. Wait a few minutes and try again.',
    })
    // Other accounts are not affected.
    expect((await login(ADMIN, DEMO_PASSWORD)).status).toBe(200)

    server.advance(MINUTE + 1)
    expect((await login(TREASURER, 'Errada@123x')).status).toBe(401) // 6th failure: 2 minutes
    server.advance(MINUTE + 1)
    expect((await login(TREASURER, DEMO_PASSWORD)).status).toBe(429)
    server.advance(MINUTE)
    expect((await login(TREASURER, DEMO_PASSWORD)).status).toBe(200)
    // A success forgets the failures.
    for (let i = 0; i < 4; i++) expect((await login(TREASURER, 'Errada@123x')).status).toBe(401)
    expect((await login(TREASURER, DEMO_PASSWORD)).status).toBe(200)
  })

  it('counts unknown e-mails like real ones', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('fantasma@celeiro.app', 'Errada@123x')).status).toBe(401)
    expect((await login('fantasma@celeiro.app', 'Errada@123x')).status).toBe(429)
  })

  it('blocks an address after 30 failures, whichever accounts they aim at', async () => {
    server.advance(2 * 60 * MINUTE)
    for (let i = 0; i < 30; i++)
      expect((await login(`alvo${i}@celeiro.app`, 'Errada@123x')).status).toBe(401)
    expect((await login(SECRETARY, DEMO_PASSWORD)).status).toBe(429)
    // X-Forwarded-For is ignored unless TRUST_PROXY=1.
    expect(
      (await login(SECRETARY, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.9' })).status,
    ).toBe(429)
    server.deps.config.trustProxy = true
    try {
      expect(
        (await login(SECRETARY, DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }))
          .status,
      ).toBe(200)
    } finally {
      server.deps.config.trustProxy = false
    }
    server.advance(5 * MINUTE + 1)
    expect((await login(SECRETARY, DEMO_PASSWORD)).status).toBe(200)
  })

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one (issue 47 #9)', async () => {
    const contact = (from: string) =>
      apiClient(server.url).call(
        'POST',
        '/signup/v1/contact',
        {},
        {
          headers: { 'x-forwarded-for': from },
        },
      )
    server.deps.config.trustProxy = true
    try {
      // Five messages an hour per address: five hosts of one /64 use them up between them.
      for (let i = 1; i <= 5; i++) expect((await contact(`2001:db8:47:9::${i}`)).status).toBe(400)
      expect((await contact('2001:db8:47:9:ffff:ffff:ffff:ffff')).status).toBe(429)
      expect((await contact('2001:db8:47:a::1')).status).toBe(400)
      for (let i = 0; i < 5; i++) expect((await contact('::ffff:198.51.100.47')).status).toBe(400)
      expect((await contact('198.51.100.47')).status).toBe(429)
    } finally {
      server.deps.config.trustProxy = false
    }
  })

  it('hit/peek/enforce/clear: the reusable API', async () => {
    const db = server.deps.db
    const rule = { limit: 2, windowMs: 10 * MINUTE, blockMs: MINUTE, maxBlockMs: 3 * MINUTE }
    const t0 = new Date('2030-01-01T00:00:00Z')
    const at = (ms: number) => new Date(t0.getTime() + ms)
    expect(await hit(db, 'test:a', rule, t0)).toEqual({ count: 1, blocked: false, retryAfterMs: 0 })
    expect(await hit(db, 'test:a', rule, t0)).toEqual({
      count: 2,
      blocked: true,
      retryAfterMs: MINUTE,
    })
    expect(await peek(db, 'test:a', at(MINUTE - 1))).toEqual({ blocked: true, retryAfterMs: 1 })
    expect((await hit(db, 'test:a', rule, at(MINUTE))).retryAfterMs).toBe(2 * MINUTE)
    expect((await hit(db, 'test:a', rule, at(3 * MINUTE))).retryAfterMs).toBe(3 * MINUTE) // capped
    // A new window starts the count again.
    expect(await hit(db, 'test:a', rule, at(20 * MINUTE))).toEqual({
      count: 1,
      blocked: false,
      retryAfterMs: 0,
    })
    await clear(db, 'test:a')
    expect(await peek(db, 'test:a', t0)).toEqual({ blocked: false, retryAfterMs: 0 })

    await enforce(db, 'test:form', rule, t0)
    await enforce(db, 'test:form', rule, t0)
    await expect(enforce(db, 'test:form', rule, t0)).rejects.toMatchObject({
      code: 'too_many_requests',
    })
    await enforce(db, 'test:form', rule, at(MINUTE))
  })
})
