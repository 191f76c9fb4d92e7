import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMPRESS_THRESHOLD,
  GZIP_INLINE_MAX,
  acceptsGzip,
  compressAnswers,
  heldBody,
} from './compress'

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `m-${i}`, name: `José da Conceição ${i}`, cents: i }))
/** Bodies on both sides of each limit. */
const small = { ok: true }
const inline = rows(40) // a few KiB: gzipped on the event loop
const pooled = rows(2000) // well over GZIP_INLINE_MAX: gzipped on the thread pool

function makeApp() {
  const app = new Hono()
  app.use(compressAnswers())
  app.get('/small', (c) => c.json(small))
  app.get('/inline', (c) => c.json(inline))
  app.get('/pooled', (c) => c.json(pooled))
  app.get('/cookie', (c) => {
    c.header('set-cookie', 'a=1', { append: true })
    c.header('set-cookie', 'b=2', { append: true })
    return c.json(inline)
  })
  // A file served with its length, as serveStatic does: the length must not survive gzip.
  app.get('/file', (c) => {
    const text = 'x'.repeat(5000)
    return c.body(text, 200, { 'content-type': 'text/css', 'content-length': '5000' })
  })
  app.get('/png', (c) =>
    c.body(new Uint8Array(5000), 200, { 'content-type': 'image/png', 'content-length': '5000' }),
  )
  app.get('/no-transform', (c) => {
    c.header('cache-control', 'no-transform')
    return c.json(inline)
  })
  app.get('/empty', (c) => c.body(null, 204))
  // What the middleware reads of answers made under the server's Response (not a stream).
  app.get('/held', (c) => {
    const json = heldBody(c.json(inline))
    const text = heldBody(c.text('Sá'))
    const bytes = heldBody(c.body(new Uint8Array([1, 2, 3])))
    const stream = heldBody(c.body(new ReadableStream()))
    const decode = (b: Uint8Array | undefined) => (b ? new TextDecoder().decode(b) : null)
    return c.json({
      json: decode(json) === JSON.stringify(inline),
      text: decode(text),
      bytes: bytes ? [...bytes] : null,
      stream: stream === undefined,
    })
  })
  return app
}

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

let server: ServerType
let base = ''

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (d: Buffer) => parts.push(d))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const gzip = { 'accept-encoding': 'gzip, deflate, br' }

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: makeApp().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('compressAnswers over HTTP', () => {
  it('checks its fixtures sit on both sides of the limits', () => {
    expect(JSON.stringify(small).length).toBeLessThan(COMPRESS_THRESHOLD)
    expect(JSON.stringify(inline).length).toBeGreaterThan(COMPRESS_THRESHOLD)
    expect(JSON.stringify(inline).length).toBeLessThan(GZIP_INLINE_MAX)
    expect(JSON.stringify(pooled).length).toBeGreaterThan(GZIP_INLINE_MAX)
  })

  it.each([
    ['/inline', inline],
    ['/pooled', pooled],
  ])('gzips %s with its length, and it reads back the same', async (path, data) => {
    const res = await get(path, gzip)
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toBe('Accept-Encoding')
    // Sent with its length, not chunked.
    expect(res.headers['transfer-encoding']).toBeUndefined()
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(res.body.length).toBeLessThan(JSON.stringify(data).length / 3)
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(data)
  })

  it('sends a small answer as it is, saying it could vary', async () => {
    const res = await get('/small', gzip)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(small)
  })

  it.each<Record<string, string>>([
    {},
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'gzip;q=0, br' },
  ])('sends a large answer as it is to a client that does not take gzip (%o)', async (headers) => {
    const res = await get('/inline', headers)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(inline)
  })

  it('replaces a file’s length with the gzipped one', async () => {
    const res = await get('/file', gzip)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(gunzipSync(res.body).toString('utf8')).toBe('x'.repeat(5000))
  })

  it('keeps every Set-Cookie', async () => {
    const res = await get('/cookie', gzip)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2'])
  })

  it.each([
    ['/png', 'an image'],
    ['/no-transform', 'a no-transform answer'],
    ['/empty', 'a 204'],
  ])('leaves %s (%s) alone', async (path) => {
    const res = await get(path, gzip)
    expect(res.headers['content-encoding']).toBeUndefined()
  })

  it("reads a JSON, text or bytes answer held in memory without a web stream (the server's fast path)", async () => {
    const answer = await get('/held')
    expect(JSON.parse(answer.body.toString())).toEqual({
      json: true,
      text: 'Sá',
      bytes: [1, 2, 3],
      stream: true,
    })
  })

  it('answers a HEAD without a body or an encoding', async () => {
    const res = await get('/inline', gzip, 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.length).toBe(0)
  })
})

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br, gzip;q=0.5', true],
    ['GZIP', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})
