import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { charges, invoices, mailQueue, subscriptions, users } from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import {
  advanceAllSubscriptions,
  runBillingPass,
} from '../../server/modules/billing/billing.service'
import { signUp } from '../../server/modules/billing/signup.service'
import { signupSchema } from '../../sync/contracts/billing'
import { signupBody } from './billing-support'
import { onPostgres, recordingMailer, sharedDatabase } from './billing-life-support'

/**
 * Issue 50: the hourly billing pass runs in several API processes at once (the jobs lock is a
 * convenience, not the guarantee): two passes over one organisation at its trial's end, at the
 * same time, on two connection pools of one PostgreSQL database (on PGlite, one connection):
 * one invoice, one PIX and one boleto charge, one mail queued and sent once.
 */

const logger = createLogger('silent')
const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-race-'))
const config = {
  ...readConfig({ CELEIRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  staticDir: null,
}
let shared: Awaited<ReturnType<typeof sharedDatabase>>
let clientId: string
let trialEnd: number

beforeAll(async () => {
  shared = await sharedDatabase(2)
  const db = shared.databases[0]!.db
  const { mailer } = recordingMailer()
  const body = signupSchema.parse(signupBody({ language: 'en' }))
  await signUp({ db, config, logger, mailer, now: () => new Date() }, body)
  const [user] = await db
    .update(users)
    .set({ emailConfirmedAt: new Date().toISOString() })
    .where(eq(users.email, body.access.email))
    .returning()
  clientId = user!.clientId
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId))
  trialEnd = Date.parse(sub!.trialEndsAt)
})
afterAll(async () => {
  await shared.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe(`two billing passes at once (${onPostgres ? 'PostgreSQL, two pools' : 'PGlite'})`, () => {
  it('issue one invoice with one PIX and one boleto charge, and send its mail once', async () => {
    const at = new Date(trialEnd + 3_600_000)
    const mailers = [recordingMailer({ delayMs: 20 }), recordingMailer({ delayMs: 20 })]
    // The invoice issued first (as a GET /billing would), so both passes reach its mail together.
    await advanceAllSubscriptions(shared.databases[0]!.db, at)
    for (let round = 0; round < 3; round++)
      await Promise.all(
        shared.databases.map((d, i) =>
          runBillingPass({ db: d.db, config, logger, mailer: mailers[i]!.mailer }, () => at),
        ),
      )
    const db = shared.databases[0]!.db
    const issued = await db.select().from(invoices).where(eq(invoices.clientId, clientId))
    expect(issued).toHaveLength(1)
    const made = await db.select().from(charges).where(eq(charges.invoiceId, issued[0]!.id))
    expect(made.map((c) => c.method).sort()).toEqual(['boleto', 'pix'])
    const queued = await db.select().from(mailQueue).where(eq(mailQueue.clientId, clientId))
    expect(queued.map((m) => [m.kind, m.status])).toEqual([['billing_invoice_issued', 'sent']])
    const sent = mailers.flatMap((m) => m.sent)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toMatch(/^Celeiro: invoice of R\$ [\d,]+\.\d\d, due /)
  })
})
