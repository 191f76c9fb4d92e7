import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'

describe('the API server', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('answers health with security headers and no-store', async () => {
    const res = await apiClient(server.url).get('/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    // Framed only by its own pages (the code warm-up, docs/frontend.md): no other site can.
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('gzips JSON answers for clients that accept it', async () => {
    const token = (
      await apiClient(server.url).post<{ data: { token: string } }>('/auth/v1/login', {
        email: 'admin@celeiro.app',
        password: 'Celeiro@2026',
      })
    ).body.data.token
    const res = await fetch(`${server.url}/api/permissions/v1`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(await res.json()).toBeTruthy()
  })

  it('answers unknown API paths with the one error shape, translated', async () => {
    const res = await apiClient(server.url, undefined, 'en').get('/nope')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Record not found.', code: 'not_found' })
  })
})
