import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { users } from '../../server/db/schema'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { apiClient } from './api-client'
import type { TestServer } from './harness'

export const ADMIN = 'admin@celeiro.app'
export const TREASURER = 'tesoureiro@celeiro.app'
export const SECRETARY = 'secretaria@celeiro.app'
export { DEMO_PASSWORD }

export interface LoginBody {
  data: { token: string; expiresAt: string; user: { id: string; email: string } }
}

/** Signs in and returns the token (fails the test otherwise). */
export async function signIn(
  server: TestServer,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await apiClient(server.url).post<LoginBody>('/auth/v1/login', { email, password })
  expect(res.status).toBe(200)
  return res.body.data.token
}

export async function userIdOf(server: TestServer, email: string): Promise<string> {
  const rows = await server.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
  const id = rows[0]?.id
  if (!id) throw new Error(`no user ${email}`)
  return id
}

/** The link of the newest mail to `to` (the dev mailbox is written in the background: wait for it). */
export async function lastLinkTo(server: TestServer, to: string, count: number): Promise<string> {
  const deadline = Date.now() + 5000
  for (;;) {
    const mails = server.mails().filter((m) => m.includes(`To: ${to}`))
    if (mails.length >= count) {
      const match = /https?:\/\/\S+/.exec(mails.at(-1) ?? '')
      if (!match) throw new Error('mail without a link')
      return match[0]
    }
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mails to ${to}, got ${mails.length}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
