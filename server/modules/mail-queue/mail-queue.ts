import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { mailQueue } from '../../db/schema'
import type { Mailer } from '../../http/app-env'
import { LANGUAGES, type Language } from '../../http/i18n'
import type { Logger } from '../../logger'

/**
 * The durable mail queue (issue 50, docs/decisions.md "A mail queue of our own"). A mail is a
 * row of `mail_queue`, inserted in the transaction of what causes it (an invoice issued, a
 * payment): it exists exactly when its cause committed, and a restart loses nothing. Its
 * `dedupe_key` is unique, so queueing the same mail twice (two billing passes at once, a pass run
 * again) leaves one row. `sendDueMails` claims due rows with FOR UPDATE SKIP LOCKED (two senders
 * never take the same row; on PGlite, one connection, it simply takes them all), sends them and
 * marks them sent. The body is made when it is sent, from the kind's renderer, and is never
 * stored or logged.
 *
 * What "none sent twice" rests on: a claimed row is leased (`next_attempt_at` moved CLAIM_LEASE_MS
 * ahead) in a committed statement before the mail goes out, and marked `sent` right after the
 * mail server accepts it. Only a process that dies between the mail server's acceptance and that
 * one-row update (milliseconds) sends it again, after the lease: the queue prefers a rare
 * duplicate to a lost mail.
 */

export interface QueuedMail {
  kind: string
  recipient: string
  language: Language
  payload: Record<string, unknown>
  dedupeKey: string
  clientId?: string | null
}

export interface RenderedMail {
  subject: string
  text: string
  link?: string
}

export type MailRenderer = (language: Language, payload: Record<string, unknown>) => RenderedMail

const renderers = new Map<string, MailRenderer>()

/** Registers how a kind of queued mail is written (each module registers its own kinds). */
export function registerMailKind(kind: string, render: MailRenderer): void {
  renderers.set(kind, render)
}

/** A queued mail as it will be sent (throws for a kind nobody registered). */
export function renderQueuedMail(
  kind: string,
  language: Language,
  payload: Record<string, unknown>,
): RenderedMail {
  const render = renderers.get(kind)
  if (!render) throw new Error(`no renderer for the mail kind ${kind}`)
  return render(language, payload)
}

/** Attempts before a mail is given up as `failed` (about a day of retries). */
export const MAX_MAIL_ATTEMPTS = 10
/** How long a claimed mail is left to its sender before another may take it. */
export const CLAIM_LEASE_MS = 15 * 60_000
/** The wait after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000)

/** Queues mails (in the caller's transaction when there is one); returns how many were new. */
export async function enqueueMails(db: DbOrTx, mails: QueuedMail[], now: Date): Promise<number> {
  if (mails.length === 0) return 0
  const at = now.toISOString()
  const inserted = await db
    .insert(mailQueue)
    .values(
      mails.map((m) => ({
        kind: m.kind,
        recipient: m.recipient,
        language: m.language,
        payload: m.payload,
        dedupeKey: m.dedupeKey,
        clientId: m.clientId ?? null,
        nextAttemptAt: at,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: mailQueue.dedupeKey })
    .returning({ id: mailQueue.id })
  return inserted.length
}

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'pt-BR'

/** Claims up to `limit` due mails: leased to this sender (committed before anything is sent). */
async function claimDue(db: Db, now: Date, limit: number) {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now.toISOString())))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
    })
    .where(and(inArray(mailQueue.id, due), eq(mailQueue.status, 'pending')))
    .returning()
}

export interface SendResult {
  sent: number
  failed: number
}

/**
 * Sends the due mails, `batch` claimed at a time, until none is due. A mail whose sending throws
 * is tried again later (retryDelayMs) and given up after MAX_MAIL_ATTEMPTS; an unknown kind is
 * given up at once. Logs ids, kinds and counts only: never a recipient or a body.
 */
export async function sendDueMails(opts: {
  db: Db
  mailer: Mailer
  now: () => Date
  logger: Logger
  batch?: number
}): Promise<SendResult> {
  const { db, mailer, now, logger } = opts
  const result: SendResult = { sent: 0, failed: 0 }
  for (;;) {
    const claimed = await claimDue(db, now(), opts.batch ?? 20)
    if (claimed.length === 0) return result
    for (const row of claimed) {
      const render = renderers.get(row.kind)
      try {
        if (!render) throw new Error(`no renderer for the mail kind ${row.kind}`)
        const mail = render(languageOf(row.language), row.payload)
        await mailer.send({ to: row.recipient, ...mail })
        await db
          .update(mailQueue)
          .set({ status: 'sent', sentAt: now().toISOString() })
          .where(eq(mailQueue.id, row.id))
        result.sent++
      } catch (err) {
        const giveUp = !render || row.attempts >= MAX_MAIL_ATTEMPTS
        await db
          .update(mailQueue)
          .set(
            giveUp
              ? { status: 'failed' }
              : {
                  nextAttemptAt: new Date(
                    now().getTime() + retryDelayMs(row.attempts),
                  ).toISOString(),
                },
          )
          .where(eq(mailQueue.id, row.id))
        result.failed++
        logger.warn(
          {
            event: 'mail_not_sent',
            mailId: row.id,
            kind: row.kind,
            attempts: row.attempts,
            gaveUp: giveUp,
            error: err instanceof Error ? err.name : 'unknown',
          },
          'mail queue: a mail was not sent',
        )
      }
    }
  }
}
