import fc from 'fast-check'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSessions } from '../factories/sessions'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'

/**
 * Malformed input on EVERY endpoint the app registers (walked from the router, so a new
 * endpoint is fuzzed without touching this file): no 5xx, and the process keeps answering.
 * Bodies come from the zod contracts: the right keys with wrong, near-right or hostile values.
 */
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../sync/contracts/*.ts', '!../../sync/contracts/*.test.ts'],
  {
    eager: true,
  },
)
const contractKeys = [
  ...new Set(
    Object.values(contractModules)
      .flatMap((mod) => Object.values(mod))
      // Classic and mini objects alike (the contracts on the app's first load are zod/mini).
      .filter((value): value is z.core.$ZodObject => value instanceof z.core.$ZodObject)
      .flatMap((schema) => Object.keys(schema._zod.def.shape)),
  ),
]

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '%00',
    '../../etc/passwd',
    'a'.repeat(10_000),
    '\uD800',
    '1e309',
    '-0',
  ),
)
const nearValue = fc.oneof(
  fc.jsonValue(),
  hostileString,
  fc.uuid(),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, Number.MAX_SAFE_INTEGER, -1),
)
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...contractKeys), nearValue, { maxKeys: 8 }),
  fc.string().map((s) => `{"name": ${s}`),
)
/** encodeURIComponent throws on lone surrogates: replace them first. */
const safeEncode = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))
const idLike = fc.oneof(
  fc.uuid(),
  hostileString.map(safeEncode),
  fc.constant('00000000-0000-0000-0000-000000000000'),
)

describe('every endpoint under malformed input', () => {
  let server: TestServer
  let tokens: Awaited<ReturnType<typeof demoSessions>>
  let endpoints: { method: string; path: string }[]
  beforeAll(async () => {
    server = await startTestServer()
    tokens = await demoSessions(server.deps.db)
    const seen = new Set<string>()
    endpoints = server.routes.filter((r) => {
      const key = `${r.method} ${r.path}`
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) || seen.has(key))
        return false
      seen.add(key)
      return true
    })
  })
  afterAll(() => server.close())

  it('finds the endpoints of every module', () => {
    const prefixes = new Set(endpoints.map((e) => e.path.split('/').slice(0, 3).join('/')))
    for (const prefix of [
      '/api/auth',
      '/api/congregations',
      '/api/fields',
      '/api/sectors',
      '/api/churches',
      '/api/levels',
      '/api/roles',
      '/api/users',
      '/api/sync',
    ])
      expect(prefixes).toContain(prefix)
  })

  it('never answers 5xx', async () => {
    let days = 0
    const endpoint = fc.constantFrom(...endpoints)
    const who = fc.constantFrom<keyof typeof tokens | 'anonymous'>(
      'admin',
      'treasurer',
      'secretary',
      'anonymous',
    )
    await fc.assert(
      fc.asyncProperty(
        endpoint,
        who,
        body,
        idLike,
        fc.string({ maxLength: 30 }),
        async (e, actor, payload, id, query) => {
          server.advance(24 * 3_600_000) // rate-limit windows must not hide a crash behind a 429
          // Sessions end 90 days after sign-in (docs/security.md): fresh ones every 60 days.
          if (++days % 60 === 0) tokens = await demoSessions(server.deps.db, server.deps.now())
          const path =
            e.path.replace(/^\/api/, '').replace(/:[A-Za-z]+/g, id) +
            `?q=${safeEncode(query)}&page=${safeEncode(query)}&cursor=${safeEncode(query)}`
          const client = apiClient(server.url, actor === 'anonymous' ? undefined : tokens[actor])
          const res = await client.call(e.method, path, e.method === 'GET' ? undefined : payload)
          if (res.status >= 500)
            throw new Error(`${e.method} ${path} -> ${res.status} ${JSON.stringify(res.body)}`)
          // 431: Node's HTTP parser refuses an over-long request line before the app sees it.
          if (res.status >= 400 && res.status !== 431) {
            const error = res.body as { code?: unknown; message?: unknown }
            expect(typeof error.code).toBe('string')
            expect(typeof error.message).toBe('string')
          }
        },
      ),
      { numRuns: 400 },
    )
    expect((await apiClient(server.url).get('/health')).status).toBe(200)
  })

  it('refuses hostile uploads with 4xx', async () => {
    const church = server.demo?.churches[0]?.id ?? ''
    const cases: [string, Blob | string][] = [
      ['text as an image', new Blob(['hello'], { type: 'image/png' })],
      ['html as an image', new Blob(['<svg onload=alert(1)>'], { type: 'image/svg+xml' })],
      ['empty file', new Blob([], { type: 'image/png' })],
      ['a field, not a file', 'not a file'],
    ]
    for (const [, file] of cases) {
      const form = new FormData()
      form.set('file', file)
      form.set('churchId', church)
      form.set('fileType', 'logo')
      const res = await apiClient(server.url, tokens.admin).post('/churches/v1/upload-image', form)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
    const broken = await fetch(`${server.url}/api/churches/v1/upload-image`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
    })
    expect(broken.status).toBeGreaterThanOrEqual(400)
    expect(broken.status).toBeLessThan(500)
  })
})
