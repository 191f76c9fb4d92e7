import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from './api-client'
import { DEMO_PASSWORD, TREASURER, signIn } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

describe('POST /auth/v1/change-password', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const change = async (token: string | undefined, body: unknown, lang = 'pt-BR') =>
    apiClient(server.url, token, lang).post<{
      code: string
      message: string
      details?: { path: string; message: string }[]
    }>('/auth/v1/change-password', body)

  it('refuses without a token, a wrong current password, a mismatch, a weak or common password', async () => {
    const token = await signIn(server, TREASURER)
    const body = {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Nova-Chave#42',
      confirmPassword: 'Nova-Chave#42',
    }
    expect((await change(undefined, body)).status).toBe(401)

    const wrong = await change(token, { ...body, currentPassword: 'Errada@123x' }, 'es')
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      code: 'invalid_current_password',
      message: 'La contraseña actual es incorrecta.',
    })

    const mismatch = await change(token, { ...body, confirmPassword: 'Nova-Chave#43' })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.details).toEqual([
      expect.objectContaining({ path: 'confirmPassword', message: 'password_mismatch' }),
    ])

    const short = await change(token, { ...body, newPassword: 'Ab1!', confirmPassword: 'Ab1!' })
    expect(short.body.details?.map((d) => d.message)).toEqual(['password_too_short'])

    const common = await change(token, {
      ...body,
      newPassword: 'Brasil@2024',
      confirmPassword: 'Brasil@2024',
    })
    expect(common.status).toBe(400)
    expect(common.body).toMatchObject({
      code: 'validation_failed',
      message: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
    })
    expect(common.body.details).toEqual([
      expect.objectContaining({ path: 'newPassword', message: 'password_too_common' }),
    ])

    expect((await apiClient(server.url, token).post('/auth/v1/check-login')).body).toBe(true)
  })

  it('changes the password and ends every session, this one included', async () => {
    const token = await signIn(server, TREASURER)
    const other = await signIn(server, TREASURER)
    const res = await change(token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Nova-Chave#42',
      confirmPassword: 'Nova-Chave#42',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { ok: true } })
    expect((await apiClient(server.url, token).post('/auth/v1/check-login')).status).toBe(401)
    expect((await apiClient(server.url, other).post('/auth/v1/check-login')).status).toBe(401)
    expect(
      (
        await apiClient(server.url).post('/auth/v1/login', {
          email: TREASURER,
          password: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(401)
    await signIn(server, TREASURER, 'Nova-Chave#42')
  })

  it('blocks after 5 wrong current passwords, then recovers', async () => {
    const token = await signIn(server, TREASURER, 'Nova-Chave#42')
    const wrong = {
      currentPassword: 'Errada@123x',
      newPassword: 'Outra-Chave#7',
      confirmPassword: 'Outra-Chave#7',
    }
    for (let i = 0; i < 5; i++) expect((await change(token, wrong)).status).toBe(400)
    const blocked = await change(token, { ...wrong, currentPassword: 'Nova-Chave#42' })
    expect(blocked.status).toBe(429)
    expect(blocked.body.code).toBe('too_many_requests')
    server.advance(60_001)
    expect((await change(token, { ...wrong, currentPassword: 'Nova-Chave#42' })).status).toBe(200)
  })
})
