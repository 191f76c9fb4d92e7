import { request } from 'node:http'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_MAX, PUSH_BODY_MAX } from '../../server/http/body-limit'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { ADMIN, signIn } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

const MB = 1024 * 1024

interface Sent {
  status: number
  body: { code?: string; message?: string; details?: unknown }
  /** Bytes written before the answer came. */
  sent: number
}

/**
 * Sends a body of `total` bytes in 64 KiB chunks, with a Content-Length or chunked, and stops
 * writing as soon as an answer arrives: a server that reads the whole body before answering
 * would get it all (or, with a Content-Length it never receives in full, never answer).
 */
function sendLarge(
  server: TestServer,
  path: string,
  opts: { total: number; contentLength?: number; token?: string },
): Promise<Sent> {
  const url = new URL(`/api${path}`, server.url)
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    'accept-language': 'en',
  }
  if (opts.contentLength !== undefined) headers['content-length'] = opts.contentLength
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const timer = setTimeout(() => {
      req.destroy()
      reject(new Error(`${path}: no answer within 10 s (the server waits for the whole body)`))
    }, 10_000)
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true
      clearTimeout(timer)
      const parts: Buffer[] = []
      res.on('data', (d: Buffer) => parts.push(d))
      res.on('end', () => {
        const at = sent
        req.destroy()
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Sent['body'],
          sent: at,
        })
      })
    })
    req.on('error', (err) => {
      if (!answered) reject(err)
    })
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const pump = () => {
      while (!answered && sent < opts.total) {
        sent += chunk.length
        if (!req.write(chunk)) {
          req.once('drain', pump)
          return
        }
      }
      // Never end the request: only an early answer settles this promise.
    }
    req.flushHeaders()
    pump()
  })
}

/** Issue 14, finding 5: every JSON body is limited before it is read. */
describe('request body size limits', () => {
  let server: TestServer
  let token: string
  beforeAll(async () => {
    server = await startTestServer()
    token = await signIn(server, ADMIN)
  })
  afterAll(() => server.close())

  const routes = [
    '/auth/v1/login',
    '/auth/v1/reset-password',
    '/members/v1/public-registration',
    '/sync/v1/push',
  ]

  it('answers a 25 MB Content-Length with 413 at once, in the usual error shape', async () => {
    for (const path of routes) {
      const res = await sendLarge(server, path, {
        total: 64 * 1024,
        contentLength: 25 * MB,
        token,
      })
      expect(res.status, path).toBe(413)
      expect(res.body, path).toMatchObject({
        code: 'payload_too_large',
        message: 'The request is too large.',
      })
    }
  })

  it('stops reading a streamed body without Content-Length once it passes the limit', async () => {
    for (const path of routes) {
      const limit = path === '/sync/v1/push' ? PUSH_BODY_MAX : JSON_BODY_MAX
      const res = await sendLarge(server, path, { total: 25 * MB, token })
      expect(res.status, path).toBe(413)
      expect(res.body.code, path).toBe('payload_too_large')
      // Answered long before the 25 MB were sent (socket buffers hold a few MB at most).
      expect(res.sent, path).toBeLessThan(limit + 8 * MB)
    }
  })

  it('still takes a push of 100 of the largest mutations, and ordinary bodies', async () => {
    const wide = (n: number) => 'ção'.repeat(Math.ceil(n / 3)).slice(0, n)
    const args = {
      id: uuidv7(),
      churchId: server.demo?.churches[0]?.id,
      name: wide(200),
      surname: wide(200),
      phone: wide(30),
      address: {
        street: wide(200),
        neighborhood: wide(120),
        city: wide(120),
        number: wide(20),
        complement: wide(120),
      },
      function: wide(100),
      title: wide(100),
      profession: wide(120),
      companyName: wide(200),
      consentScope: wide(1000),
      consentTextVersion: wide(40),
      guardianName: wide(200),
    }
    // A device before session 46 sent 100 a push whatever their size (now 256 KiB at most).
    const mutations = Array.from({ length: 100 }, (_, i) => ({
      mutationId: i + 1,
      name: 'member.create',
      args: { ...args, id: uuidv7() },
      schemaVersion: SYNC_SCHEMA_VERSION,
      createdAt: new Date().toISOString(),
    }))
    const body = { clientId: uuidv7(), schemaVersion: SYNC_SCHEMA_VERSION, mutations }
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(JSON_BODY_MAX)
    const res = await apiClient(server.url, token).post('/sync/v1/push', body)
    expect(res.status).toBe(200)
    const login = await apiClient(server.url).post('/auth/v1/login', {
      email: ADMIN,
      password: 'x'.repeat(100),
    })
    expect(login.status).toBe(401)
  })
})
