import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../sync/contracts/api-error'
import { completeCpf } from '../../sync/contracts/documents'
import { apiClient } from './api-client'
import { signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/**
 * Issue 47 #1 on REST: a NUL (or another control character) in a text is the caller's mistake,
 * a 400 in the one error shape with a translated message, never a 500. Public registration,
 * sign-up, the access log's label and a church's update were the probe's four.
 */

let server: TestServer
let admin: ReturnType<typeof apiClient>
let churchId: string

beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server.url, (await tokenFor(server, 'admin@celeiro.app')).token)
  churchId = server.demo!.churches[0]!.id
})
afterAll(async () => {
  await server.close()
})

const CONTROL_MESSAGE =
  'O texto tem um caractere de controle invisível (como o caractere nulo), que não pode ser guardado. Apague-o e tente de novo.'

function expectControlRefused(res: { status: number; body: unknown }, path: string) {
  expect(res.status).toBe(400)
  expect(res.body).toEqual({
    code: 'validation_failed',
    message: CONTROL_MESSAGE,
    details: [{ path, code: 'custom', message: 'control_character' }],
  } satisfies ApiErrorBody)
}

describe('a control character in a REST body', () => {
  it('public registration: 400, not 500', async () => {
    const res = await apiClient(server.url).post('/members/v1/public-registration', {
      churchId,
      name: 'Sebastião\u0000',
      surname: 'Gonçalves',
      cpf: completeCpf('615243987'),
      birthDate: '1990-01-02',
      consentScope: 'Cadastro de membros da igreja',
      consentAt: new Date().toISOString(),
      consentTextVersion: '2026-01',
    })
    expectControlRefused(res, 'name')
  })

  it('sign-up: 400, not 500', async () => {
    const body = signupBody()
    body.church.street = 'Rua das\u0000Flores'
    expectControlRefused(await apiClient(server.url).post('/signup/v1', body), 'church.street')
  })

  it("the access log's label: 400, not 500", async () => {
    const res = await admin.post('/members/v1/access-log', {
      id: uuidv7(),
      at: new Date().toISOString(),
      kind: 'member_export',
      format: 'csv',
      label: 'Exportação\u0000de membros',
    })
    expectControlRefused(res, 'label')
  })

  it("a church's update: 400, not 500, in the caller's language", async () => {
    expectControlRefused(
      await admin.patch(`/churches/v1/${churchId}`, { name: 'Sede\u0000' }),
      'name',
    )
    const en = apiClient(server.url, (await tokenFor(server, 'admin@celeiro.app')).token, 'en')
    const res = await en.patch(`/churches/v1/${churchId}`, { pixCity: 'Campinas\u0007' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      message:
        'The text holds an invisible control character (such as the null character), which cannot be stored. Delete it and try again.',
    })
  })

  it('a line break in a one-line text is refused by its contract', async () => {
    const res = await admin.patch(`/churches/v1/${churchId}`, { name: 'Igreja\nSede Nova' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'name', message: 'single_line' }],
    })
  })
})
