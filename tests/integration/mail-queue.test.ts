import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailQueue } from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import {
  enqueueMails,
  registerMailKind,
  retryDelayMs,
  sendDueMails,
  type QueuedMail,
} from '../../server/modules/mail-queue/mail-queue'
import { durableDatabase, recordingMailer, sharedDatabase } from './billing-life-support'

/**
 * Issue 50: mails are queued in the database, survive a restart, and are sent once: none lost,
 * none sent twice, even with two senders at once (FOR UPDATE SKIP LOCKED, on PGlite too).
 */

const logger = createLogger('silent')
registerMailKind('test_hello', (lang, payload) => ({
  subject: `hello ${lang} ${String(payload.n)}`,
  text: 'body',
}))

const mail = (n: number, over: Partial<QueuedMail> = {}): QueuedMail => ({
  kind: 'test_hello',
  recipient: `person${n}@igreja.example`,
  language: 'en',
  payload: { n },
  dedupeKey: `test:${n}`,
  ...over,
})

describe('the mail queue', () => {
  it('keeps queued mails across a restart and sends each once', async () => {
    const durable = await durableDatabase()
    const now = new Date('2026-11-29T12:00:00Z')
    const first = await durable.open()
    expect(await enqueueMails(first.db, [mail(1), mail(2)], now)).toBe(2)
    // The same mail queued again (a pass run twice) is still one row.
    expect(await enqueueMails(first.db, [mail(1), mail(3, { dedupeKey: 'test:2' })], now)).toBe(0)
    await first.close()

    const again = await durable.open()
    try {
      const { mailer, sent } = recordingMailer()
      const result = await sendDueMails({ db: again.db, mailer, now: () => now, logger })
      expect(result).toEqual({ sent: 2, failed: 0 })
      expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual([
        ['person1@igreja.example', 'hello en 1'],
        ['person2@igreja.example', 'hello en 2'],
      ])
      expect(await sendDueMails({ db: again.db, mailer, now: () => now, logger })).toEqual({
        sent: 0,
        failed: 0,
      })
      const rows = await again.db.select().from(mailQueue)
      expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true)
    } finally {
      await again.close()
      await durable.drop()
    }
  }, 180_000)

  it('tries a mail again later when the mail server fails, then sends it once', async () => {
    const { databases, close } = await sharedDatabase(1)
    const db = databases[0]!.db
    try {
      let clock = new Date('2026-11-29T12:00:00Z')
      await enqueueMails(db, [mail(10)], clock)
      let down = true
      const { mailer, sent } = recordingMailer({ fail: () => down })
      expect(await sendDueMails({ db, mailer, now: () => clock, logger })).toEqual({
        sent: 0,
        failed: 1,
      })
      const [row] = await db.select().from(mailQueue).where(eq(mailQueue.dedupeKey, 'test:10'))
      expect(row).toMatchObject({ status: 'pending', attempts: 1 })
      down = false
      // Not before its retry time…
      expect((await sendDueMails({ db, mailer, now: () => clock, logger })).sent).toBe(0)
      clock = new Date(clock.getTime() + retryDelayMs(1))
      expect((await sendDueMails({ db, mailer, now: () => clock, logger })).sent).toBe(1)
      expect(sent).toHaveLength(1)
      const [done] = await db.select().from(mailQueue).where(eq(mailQueue.dedupeKey, 'test:10'))
      expect(done).toMatchObject({ status: 'sent', attempts: 2 })
    } finally {
      await close()
    }
  })

  it('two senders at once send each of 30 mails exactly once', async () => {
    const { databases, close } = await sharedDatabase(2)
    try {
      const now = new Date('2026-11-29T12:00:00Z')
      await enqueueMails(
        databases[0]!.db,
        Array.from({ length: 30 }, (_, i) => mail(100 + i)),
        now,
      )
      const { mailer, sent } = recordingMailer({ delayMs: 5 })
      const results = await Promise.all(
        databases.map((d) => sendDueMails({ db: d.db, mailer, now: () => now, logger, batch: 3 })),
      )
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(30)
      expect(sent).toHaveLength(30)
      expect(new Set(sent.map((m) => m.to)).size).toBe(30)
    } finally {
      await close()
    }
  })
})
