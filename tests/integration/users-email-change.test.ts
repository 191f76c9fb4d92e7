import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { demoSessions, sessionFor } from '../factories/sessions'
import { apiClient } from './api-client'
import { DEMO_PASSWORD, SECRETARY, TREASURER, lastLinkTo, signIn, userIdOf } from './auth-helpers'
import { startTestServer, type TestServer } from './harness'

type One = { data: { email: string; pendingEmail: string | null; emailConfirmed: boolean } }

/** Issue 14, finding 6: a changed e-mail is used only once the new address confirms it. */
describe('changing a user’s e-mail', () => {
  let server: TestServer
  let admin: ReturnType<typeof apiClient>
  let adminToken: string
  beforeAll(async () => {
    server = await startTestServer()
    adminToken = (await demoSessions(server.deps.db)).admin
    admin = apiClient(server.url, adminToken)
  })
  afterAll(() => server.close())

  const login = (email: string) =>
    apiClient(server.url).post('/auth/v1/login', { email, password: DEMO_PASSWORD })
  const mailsTo = (to: string) => server.mails().filter((m) => m.includes(`To: ${to}\n`))
  const keyOf = (link: string) => link.split('/email-validation/')[1] ?? ''
  const confirm = async (key: string) =>
    (await apiClient(server.url).get(`/auth/v1/email-validation/${key}`)).body

  it('keeps the old address until the new one confirms: no sign-in or reset with it, the old address is told, sessions end on confirmation', async () => {
    const id = await userIdOf(server, TREASURER)
    const victim = await signIn(server, TREASURER)
    const changed = await admin.patch<One>(`/users/v1/${id}`, { email: 'Takeover@Example.org' })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({
      email: TREASURER,
      pendingEmail: 'takeover@example.org',
      emailConfirmed: true,
    })

    // The attack of the finding: reset for the new address, then sign in with it.
    expect((await login('takeover@example.org')).status).toBe(401)
    await apiClient(server.url).post('/auth/v1/reset-password', { email: 'takeover@example.org' })
    await new Promise((r) => setTimeout(r, 200))
    expect(mailsTo('takeover@example.org').some((m) => m.includes('/refresh-password/'))).toBe(
      false,
    )
    expect((await login(TREASURER)).status).toBe(200)

    // The old address is told, in the user's language, with the new address.
    const notice = mailsTo(TREASURER).at(-1) ?? ''
    expect(notice).toContain('Subject: Celeiro: pedido de troca do seu e-mail')
    expect(notice).toContain('takeover@example.org')
    expect((await apiClient(server.url, victim).post('/auth/v1/check-login')).body).toBe(true)

    const link = await lastLinkTo(server, 'takeover@example.org', 1)
    expect(await confirm(keyOf(link))).toEqual({ ok: true, status: 'validated' })
    expect((await apiClient(server.url, victim).post('/auth/v1/check-login')).status).toBe(401)
    expect((await login(TREASURER)).status).toBe(401)
    expect((await login('takeover@example.org')).status).toBe(200)
    expect((await admin.get<One>(`/users/v1/${id}`)).body.data).toMatchObject({
      email: 'takeover@example.org',
      pendingEmail: null,
      emailConfirmed: true,
    })
    expect(await confirm(keyOf(link))).toEqual({ ok: true, status: 'already_validated' })
  })

  it('does the same for a replayed user.update; resend and cancel work on the pending address', async () => {
    const id = await userIdOf(server, SECRETARY)
    const victim = await signIn(server, SECRETARY)
    const pushed = await admin.post('/sync/v1/push', {
      clientId: uuidv7(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        {
          mutationId: 1,
          name: 'user.update',
          args: { id, patch: { email: 'outra@example.org' } },
          schemaVersion: SYNC_SCHEMA_VERSION,
          createdAt: new Date().toISOString(),
        },
      ],
    })
    expect(pushed.status).toBe(200)
    expect((await admin.get<One>(`/users/v1/${id}`)).body.data).toMatchObject({
      email: SECRETARY,
      pendingEmail: 'outra@example.org',
    })
    expect((await login('outra@example.org')).status).toBe(401)
    const first = await lastLinkTo(server, 'outra@example.org', 1)
    expect(mailsTo(SECRETARY).at(-1)).toContain('outra@example.org')

    // A resend goes to the pending address; the older link stops working.
    expect((await admin.post(`/users/v1/${id}/resend-validation`)).status).toBe(200)
    const second = await lastLinkTo(server, 'outra@example.org', 2)
    expect(await confirm(keyOf(first))).toEqual({ ok: false, status: 'expired' })

    // Sending the current address again cancels the change: the link is dead.
    const cancelled = await admin.patch<One>(`/users/v1/${id}`, { email: SECRETARY })
    expect(cancelled.body.data).toMatchObject({ email: SECRETARY, pendingEmail: null })
    expect(await confirm(keyOf(second))).toEqual({ ok: false, status: 'invalid' })
    expect((await apiClient(server.url, victim).post('/auth/v1/check-login')).body).toBe(true)
    expect((await admin.post(`/users/v1/${id}/resend-validation`)).status).toBe(409)
  })

  it('refuses a confirmation once another user holds the address', async () => {
    const id = await userIdOf(server, SECRETARY)
    await admin.patch(`/users/v1/${id}`, { email: 'disputado@example.org' })
    const link = await lastLinkTo(server, 'disputado@example.org', 1)
    const me = await admin.get<{ data: { id: string } }>('/auth/v1/me')
    await admin.patch(`/users/v1/${me.body.data.id}`, { email: 'disputado@example.org' })
    const adminLink = await lastLinkTo(server, 'disputado@example.org', 2)
    expect(await confirm(keyOf(adminLink))).toEqual({ ok: true, status: 'validated' })
    expect(await confirm(keyOf(link))).toEqual({ ok: false, status: 'invalid' })
    // The administrator's own change took effect: their sessions ended too.
    expect((await admin.get('/auth/v1/me')).status).toBe(401)
    const again = apiClient(server.url, await sessionFor(server.deps.db, 'disputado@example.org'))
    expect((await again.get<One>(`/users/v1/${id}`)).body.data).toMatchObject({
      email: SECRETARY,
      pendingEmail: 'disputado@example.org',
    })
  })
})
