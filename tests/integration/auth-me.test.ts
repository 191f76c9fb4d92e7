import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { meResponseSchema, type Me } from '../../sync/contracts/auth'
import { ALL_PERMISSIONS } from '../../sync/contracts/permissions'
import { churches, fields } from '../../server/db/schema'
import { apiClient } from './api-client'
import { ADMIN, SECRETARY, TREASURER, signIn } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

describe('GET /auth/v1/me', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  const me = async (email: string): Promise<Me> => {
    const res = await apiClient(server.url, await signIn(server, email)).get('/auth/v1/me')
    expect(res.status).toBe(200)
    return meResponseSchema.parse(res.body).data
  }

  const clientBranding = {
    sigla: 'CEL',
    linkLogo: '',
    primaryColor: '#1f5f99',
    secondaryColor: '#7fb2e5',
    accentColor: '#ffffff',
  }

  it('describes the administrator: every permission, no congregation, client branding', async () => {
    const user = await me(ADMIN)
    expect(user).toMatchObject({
      name: 'Ana',
      fullName: 'Ana Beatriz Lima',
      email: ADMIN,
      language: 'pt-BR',
      congregation: null,
    })
    expect(user.role).toMatchObject({ name: 'Administrador', levelOrder: 0 })
    expect([...user.role.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort())
    expect(user.client).toEqual({
      id: server.demo?.client.id,
      name: 'Igrejas Celeiro (demonstração)',
      ...clientBranding,
    })
    expect(user.node).toEqual({ conventionId: null, fieldId: null, sectorId: null, churchId: null })
  })

  it('places the treasurer at Igreja Sede Campinas with colours inherited from the convention', async () => {
    const user = await me(TREASURER)
    const sede = server.demo?.churches[0]
    expect(user.role).toMatchObject({ name: 'Tesoureiro', levelOrder: 2 })
    expect(user.role.permissions).toContain('VIEW_TITHING')
    expect(user.role.permissions).not.toContain('VIEW_USERS')
    expect(user.congregation).toEqual({
      id: sede?.id,
      kind: 'church',
      name: 'Igreja Sede Campinas',
      sigla: 'SEDE',
      linkLogo: '',
      primaryColor: '#1f5f99',
      secondaryColor: '#7fb2e5',
      accentColor: '#ffffff',
      // Their church's PIX key (none in the demo): a treasurer may not read the churches table.
      pixKey: '',
      pixCity: '',
      // And its CNPJ and address, for its receipts and letterheads (issue 52).
      cnpj: '11222333000181',
      address: 'Rua Barão de Jaguara, 1200 – Centro, Campinas/SP – CEP 13015-002',
    })
    expect(user.node).toEqual({
      conventionId: sede?.conventionId,
      fieldId: sede?.fieldId,
      sectorId: sede?.sectorId,
      churchId: sede?.id,
    })
  })

  it('places the secretary at her sector', async () => {
    const user = await me(SECRETARY)
    expect(user.congregation).toMatchObject({
      kind: 'sector',
      name: 'Setor Regional Sul',
      sigla: 'SRS',
      primaryColor: '#1f5f99',
    })
    expect(user.node.churchId).toBeNull()
  })

  it('resolves each value from the nearest node that has it', async () => {
    const sede = server.demo?.churches[0]
    if (!sede) throw new Error('demo')
    await server.deps.db
      .update(churches)
      .set({ primaryColor: '#ABC', linkLogo: ' ' })
      .where(eq(churches.id, sede.id))
    await server.deps.db
      .update(fields)
      .set({ secondaryColor: '#00ff00', linkLogo: 'https://example.org/campo.png' })
      .where(eq(fields.id, sede.fieldId))
    const user = await me(TREASURER)
    expect(user.congregation).toMatchObject({
      primaryColor: '#aabbcc',
      secondaryColor: '#00ff00',
      accentColor: '#ffffff',
      linkLogo: 'https://example.org/campo.png',
      sigla: 'SEDE',
    })
  })

  it('answers 401 without a token', async () => {
    const res = await apiClient(server.url, undefined, 'en').get('/auth/v1/me')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({
      code: 'unauthenticated',
      message: 'Your session has expired or is invalid. Please sign in again.',
    })
  })
})
