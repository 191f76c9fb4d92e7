import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { SHELL_SCRIPT_HASH } from '../../server/http/security-headers'
import { serveApp } from '../../server/static'
import { startTestServer, type TestServer } from './harness'

/** Issue 14, finding 10: HSTS over TLS, index.html revalidated, images from this server only. */

let server: TestServer
/** A hashed asset worth compressing, with the brotli twin the build writes (vite.config.ts). */
const FRAMEWORK = 'export const greeting = "Olá, irmãos";\n'.repeat(200)
let appServer: ServerType
let appUrl: string
let distDir: string

beforeAll(async () => {
  server = await startTestServer({ seed: false })
  // The server as `npm start` runs it: the API plus a built app folder.
  distDir = mkdtempSync(join(tmpdir(), 'celeiro-dist-'))
  mkdirSync(join(distDir, 'assets'))
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Celeiro</title>')
  writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)')
  writeFileSync(join(distDir, 'assets', 'framework-9z8y7x.js'), FRAMEWORK)
  writeFileSync(join(distDir, 'assets', 'framework-9z8y7x.js.br'), brotliCompressSync(FRAMEWORK))
  writeFileSync(join(distDir, 'sw.js'), "importScripts('reminders-sw.js')")
  writeFileSync(join(distDir, 'reminders-sw.js'), 'self.addEventListener("periodicsync", () => {})')
  const app = createApp(server.deps)
  serveApp(app, distDir)
  appServer = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => appServer.close(() => resolve()))
  await server.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('security headers', () => {
  it('sends HSTS only over TLS, or behind a trusted proxy that says https', async () => {
    const plain = await fetch(`${server.url}/api/health`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const claimed = await fetch(`${server.url}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    })
    // Without TRUST_PROXY anyone could send the header: it is not believed.
    expect(claimed.headers.get('strict-transport-security')).toBeNull()

    const config = server.deps.config as { trustProxy: boolean }
    config.trustProxy = true
    try {
      const proxied = await fetch(`${server.url}/api/health`, {
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000')
      const proxiedHttp = await fetch(`${server.url}/api/health`, {
        headers: { 'x-forwarded-proto': 'http' },
      })
      expect(proxiedHttp.headers.get('strict-transport-security')).toBeNull()
    } finally {
      config.trustProxy = false
    }
    // Served over TLS by this process itself (the request's own URL is https).
    const direct = await createApp(server.deps).fetch(
      new Request('https://celeiro.test/api/health'),
    )
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000')
  })

  it('narrows img-src to this server, data: and blob: (no https: logo links)', async () => {
    const res = await fetch(`${server.url}/api/health`)
    const csp = res.headers.get('content-security-policy') ?? ''
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'))
    expect(imgSrc?.trim()).toBe("img-src 'self' data: blob:")
  })

  it('lets the page reach this server and data: only, and evaluate no JavaScript', async () => {
    const res = await fetch(`${server.url}/api/health`)
    const directives = new Map(
      (res.headers.get('content-security-policy') ?? '').split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/)
        return [name, values] as const
      }),
    )
    // data: for the PDF layout engine's WebAssembly (issue 47, finding 10); no other host.
    expect(directives.get('connect-src')).toEqual(["'self'", 'data:'])
    // WebAssembly may be compiled; JavaScript may not be evaluated; one inline script, by hash.
    expect(directives.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      SHELL_SCRIPT_HASH,
    ])
    expect(directives.get('default-src')).toEqual(["'self'"])
  })

  it("allows index.html's inline script by the hash of its text, and no other", () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
    expect(scripts).toHaveLength(1)
    const hash = createHash('sha256').update(scripts[0]!).digest('base64')
    expect(
      SHELL_SCRIPT_HASH,
      'index.html changed its inline script: put its new hash in the CSP',
    ).toBe(`'sha256-${hash}'`)
  })

  it('serves index.html with Cache-Control: no-cache at /, /index.html and client routes', async () => {
    for (const path of ['/', '/index.html', '/members/123']) {
      const res = await fetch(`${appUrl}${path}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      await res.arrayBuffer()
    }
    const asset = await fetch(`${appUrl}/assets/app-1a2b3c.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    await asset.arrayBuffer()
    // The service worker and the script it imports are revalidated on every update check.
    for (const path of ['/sw.js', '/reminders-sw.js']) {
      const res = await fetch(`${appUrl}${path}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      await res.arrayBuffer()
    }
  })
})

describe("the built app's assets (issue 49)", () => {
  const get = (encoding: string) =>
    fetch(`${appUrl}/assets/framework-9z8y7x.js`, { headers: { 'accept-encoding': encoding } })

  it("go as the build's brotli twin to a browser that takes brotli", async () => {
    const res = await get('gzip, deflate, br, zstd')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toBe(FRAMEWORK)
  })

  it('go gzipped on the way out to one that does not, and as they are to one that takes neither', async () => {
    const gzipped = await get('gzip')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(await gzipped.text()).toBe(FRAMEWORK)
    const plain = await get('identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(FRAMEWORK)
  })
})
