import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { churches, clients, rateLimits } from '../../server/db/schema'
import { TRIAL_DAYS } from '../../sync/contracts/billing'
import { apiClient } from './api-client'
import { completeCnpj, signupBody } from './billing-support'
import { startTestServer, type TestServer } from './harness'

/**
 * Issue 47 #2: eight sign-ups at once with one new CNPJ (different e-mails) made 2 to 8
 * organisations on PostgreSQL, the check-then-insert racing itself. One CNPJ, one organisation.
 */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server.close())

const liveChurchesWith = async (cnpj: string) =>
  (
    await server.deps.db
      .select({ clientId: churches.clientId })
      .from(churches)
      .where(and(eq(churches.cnpj, cnpj), isNull(churches.deletedAt)))
  ).map((r) => r.clientId)

const clientCount = async () =>
  (await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(clients))[0]?.n ?? 0

describe('eight sign-ups racing with one new CNPJ', () => {
  it('create one organisation, answer all eight alike, and mail the seven others as a known CNPJ', async () => {
    for (let round = 0; round < 3; round++) {
      // Eight sign-ups from one address would pass its limit (10 an hour) in the second round.
      await server.deps.db.delete(rateLimits)
      const cnpj = completeCnpj(String(470_000_000_000 + round))
      const bodies = Array.from({ length: 8 }, () => signupBody({ cnpj }))
      const before = await clientCount()
      const answers = await Promise.all(
        bodies.map((body) => apiClient(server.url).post('/signup/v1', body)),
      )
      for (const answer of answers)
        expect(answer).toMatchObject({
          status: 200,
          body: { data: { ok: true, trialDays: TRIAL_DAYS } },
        })
      expect(await liveChurchesWith(cnpj)).toHaveLength(1)
      expect(await clientCount()).toBe(before + 1)
      // The seven that lost are told the church is registered (and how to claim it).
      const deadline = Date.now() + 10_000
      const known = () =>
        bodies.filter((b) =>
          server
            .mails()
            .some(
              (m) =>
                m.includes(`To: ${b.access.email}`) &&
                m.includes('Subject: Celeiro: esta igreja já está cadastrada'),
            ),
        ).length
      while (known() < 7 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      expect(known()).toBe(7)
    }
  })
})
