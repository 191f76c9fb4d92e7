import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from './api-client'
import { startCepStub } from '../support/cep-stub'
import { startTestServer, type TestServer } from './harness'

type Address = {
  data: { cep: string; street: string; district: string; city: string; state: string }
}
type Err = { code: string; message: string }

describe('the CEP lookup of the sign-up (GET /api/signup/v1/cep/:cep)', () => {
  let server: TestServer
  let stub: Awaited<ReturnType<typeof startCepStub>>
  const anonymous = () => apiClient(server.url)

  beforeAll(async () => {
    server = await startTestServer({ seed: false })
    stub = await startCepStub()
    server.deps.config.cepLookupUrl = stub.url
  })
  afterAll(async () => {
    await stub.close()
    await server.close()
  })

  it('answers the address of a known CEP, with no sign-in', async () => {
    const found = await anonymous().get<Address>('/signup/v1/cep/13010000')
    expect(found.status).toBe(200)
    expect(found.body.data).toEqual({
      cep: '13010000',
      street: 'Rua Barão de Jaguara',
      district: 'Centro',
      city: 'Campinas',
      state: 'SP',
    })
  })

  it('says 404 for an unknown CEP and 400 for one without 8 digits, in the language asked', async () => {
    const unknown = await apiClient(server.url, undefined, 'en').get<Err>('/signup/v1/cep/01001999')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('CEP not found.')
    const short = await anonymous().get<Err>('/signup/v1/cep/1301')
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('CEP inválido: informe os 8 dígitos.')
  })

  it('answers 503 when the service hangs past its timeout or is turned off', async () => {
    const slow = await anonymous().get<Err>('/signup/v1/cep/99999999')
    expect(slow.status).toBe(503)
    expect(slow.body.code).toBe('service_unavailable')
    server.deps.config.cepLookupUrl = ''
    const off = await anonymous().get<Err>('/signup/v1/cep/13010000')
    expect(off.status).toBe(503)
    server.deps.config.cepLookupUrl = stub.url
  }, 15_000)
})
