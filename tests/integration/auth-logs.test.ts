import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendEmailValidation } from '../../server/modules/auth/email-validation.service'
import { apiClient } from './api-client'
import { DEMO_PASSWORD, SECRETARY, TREASURER, lastLinkTo, signIn, userIdOf } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

describe('identity logs', () => {
  let server: TestServer
  const lines: string[] = []
  beforeAll(async () => {
    server = await startTestServer()
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'))
        done()
      },
    })
    // The app and the services read deps.logger at call time.
    server.deps.logger = pino({ level: 'debug' }, sink)
  })
  afterAll(() => server.close())

  it('never contain passwords, tokens or codes', async () => {
    const api = apiClient(server.url)
    await api.post('/auth/v1/login', { email: TREASURER, password: 'Errada@123x' })
    const token = await signIn(server, TREASURER)
    await apiClient(server.url, token).get('/auth/v1/me')
    await api.post('/auth/v1/reset-password', { email: SECRETARY })
    const code = (await lastLinkTo(server, SECRETARY, 1)).split('/refresh-password/')[1] ?? ''
    await api.post('/auth/v1/reset-password-check', { code })
    await api.post('/auth/v1/reset-password-code', { code, password: 'Nova-Chave#42' })
    const session = await signIn(server, SECRETARY, 'Nova-Chave#42')
    await apiClient(server.url, session).post('/auth/v1/change-password', {
      currentPassword: 'Nova-Chave#42',
      newPassword: 'Outra-Chave#43',
      confirmPassword: 'Outra-Chave#43',
    })
    await sendEmailValidation(server.deps, {
      id: await userIdOf(server, SECRETARY),
      email: SECRETARY,
      name: 'M',
      language: 'pt-BR',
    })
    const key = (await lastLinkTo(server, SECRETARY, 2)).split('/email-validation/')[1] ?? ''
    await api.get(`/auth/v1/email-validation/${key}`)

    const log = lines.join('')
    expect(log).toContain('signed in')
    expect(log).toContain('/auth/v1/email-validation/:key')
    for (const secret of [
      DEMO_PASSWORD,
      'Errada@123x',
      'Nova-Chave#42',
      'Outra-Chave#43',
      token,
      session,
      code,
      key,
    ]) {
      expect(secret.length).toBeGreaterThan(5)
      expect(log).not.toContain(secret)
    }
  })
})
