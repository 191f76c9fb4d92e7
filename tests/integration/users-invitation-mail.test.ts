import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { createOtherTenant } from '../factories/tenant'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { tokenFor } from './sync-support'

/**
 * Issue 47 #3: Celeiro's mails cannot carry a stranger's text as Celeiro's own words. A user's
 * name is one line with no link, the mails show it only quoted on a labelled line, and the
 * mails a user manager makes Celeiro send to typed addresses are limited per organisation and
 * hour — the users are created all the same.
 */

const PHISHING =
  'João.\n\nSua conta no Celeiro foi BLOQUEADA. Regularize em https://celeiro-regulariza.example/login'

let server: TestServer
let admin: ReturnType<typeof apiClient>
let adminToken: string
let roleId: string
let churchId: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = (await tokenFor(server, 'admin@celeiro.app')).token
  admin = apiClient(server.url, adminToken)
  roleId = server.demo!.roles.find((r) => r.name === 'Secretário')!.id
  churchId = server.demo!.churches[0]!.id
})
afterAll(() => server.close())

const mailsTo = (address: string) => server.mails().filter((m) => m.includes(`To: ${address}`))

describe('names in mails', () => {
  it('refuses a name of several lines or with a link, by replay and by REST; no mail goes out', async () => {
    const device = new TestDevice(server, adminToken)
    const victim = `vitima-${uuidv7()}@example.org`
    const replayed = await device.push('user.create', {
      id: uuidv7(),
      name: PHISHING,
      email: victim,
      roleId,
      churchId,
    })
    expect(replayed).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    for (const name of [PHISHING, 'João, acesse celeiro-regulariza.com']) {
      const rest = await admin.post<{ details: { path: string; message: string }[] }>('/users/v1', {
        name,
        email: victim,
        roleId,
        churchId,
      })
      expect(rest.status).toBe(400)
      expect(rest.body.details.map((d) => d.path)).toContain('name')
    }
    expect(await server.deps.db.select().from(users).where(eq(users.email, victim))).toEqual([])
    expect(mailsTo(victim)).toEqual([])
  })

  it('shows the name only quoted on a labelled line, never opening a sentence of ours', async () => {
    const email = `joana-${uuidv7()}@example.org`
    const made = await admin.post('/users/v1', { name: 'Joana', email, roleId, churchId })
    expect(made.status).toBe(201)
    const [mail] = mailsTo(email)
    expect(mail).toContain('Olá.\n\nUma conta foi criada para você no Celeiro.')
    expect(mail).toContain('\nNome da conta: “Joana”\n')
    expect(mail).not.toContain('Olá, Joana')
  })

  it('leaves out of the mail a name stored before the rule (several lines)', async () => {
    const email = `antigo-${uuidv7()}@example.org`
    const made = await admin.post<{ data: { id: string } }>('/users/v1', {
      name: 'Antigo',
      email,
      roleId,
      churchId,
    })
    await server.deps.db.update(users).set({ name: PHISHING }).where(eq(users.email, email))
    expect((await admin.post(`/users/v1/${made.body.data.id}/resend-validation`)).status).toBe(200)
    const last = mailsTo(email).at(-1) ?? ''
    expect(last).not.toMatch(/BLOQUEADA|regulariza|Nome da conta/)
    expect(last).toContain('/email-validation/')
  })
})

describe("an organisation's mails to typed addresses", () => {
  it('sends 20 an hour; the 25 users are all created; the manager is told how to resend, and can after the hour', async () => {
    const other = await createOtherTenant(server.deps.db, 'convites')
    const device = new TestDevice(server, other.token)
    const addresses = Array.from({ length: 25 }, (_, i) => `convite-${i}-${uuidv7()}@example.org`)
    const results = await device.pushAll(
      addresses.map((email, i) =>
        device.mutation('user.create', {
          id: uuidv7(),
          name: `Convidado ${i}`,
          email,
          roleId: other.role.id,
          churchId: other.church.id,
        }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(addresses.map(() => 'applied'))
    const created = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.clientId, other.client.id))
    expect(created.filter((u) => addresses.includes(u.email))).toHaveLength(25)
    const mailed = addresses.filter((a) => mailsTo(a).length > 0)
    expect(mailed).toHaveLength(20)

    // By REST: created (201), no mail, and a notice in the caller's language naming the button.
    const rest = apiClient(server.url, other.token)
    const late = `tarde-${uuidv7()}@example.org`
    const made = await rest.post<{
      data: { id: string }
      notice?: { code: string; message: string; retryAfterSeconds: number }
    }>('/users/v1', {
      name: 'Tardio',
      email: late,
      roleId: other.role.id,
      churchId: other.church.id,
    })
    expect(made.status).toBe(201)
    expect(made.body.notice).toMatchObject({ code: 'invitation_not_sent' })
    expect(made.body.notice?.message).toContain('Reenviar e-mail de validação')
    expect(made.body.notice?.retryAfterSeconds).toBeGreaterThan(0)
    expect(mailsTo(late)).toEqual([])

    // A resend is counted too: 429 until the hour has passed, then the link goes out.
    const early = await rest.post<{ code: string; message: string }>(
      `/users/v1/${made.body.data.id}/resend-validation`,
    )
    expect(early.status).toBe(429)
    expect(early.body.message).toContain('limite de e-mails de validação')
    expect(mailsTo(late)).toEqual([])
    // A changed address waits for its confirmation as ever; its mail waits for the hour too.
    const moved = `mudou-${uuidv7()}@example.org`
    const changed = await rest.patch<{ data: { pendingEmail: string }; notice?: { code: string } }>(
      `/users/v1/${made.body.data.id}`,
      { email: moved },
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data.pendingEmail).toBe(moved)
    expect(changed.body.notice).toMatchObject({ code: 'email_change_not_sent' })
    expect(mailsTo(moved)).toEqual([])
    server.advance(61 * 60_000)
    expect((await rest.post(`/users/v1/${made.body.data.id}/resend-validation`)).status).toBe(200)
    // The resend goes to the pending address (the change waits for it).
    expect(mailsTo(moved)).toHaveLength(1)

    // Another organisation's limit is its own: the demo organisation still mails.
    const elsewhere = `outra-org-${uuidv7()}@example.org`
    const ok = await admin.post('/users/v1', { name: 'Livre', email: elsewhere, roleId, churchId })
    expect(ok.status).toBe(201)
    expect(mailsTo(elsewhere)).toHaveLength(1)
  })
})
