import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { v7 as uuidv7 } from 'uuid'

/**
 * The mails waiting to go out (issue 50, server/modules/mail-queue): written in the transaction
 * of what causes them, so a mail is queued exactly when its cause commits and survives a
 * restart; the sender pass takes due rows with FOR UPDATE SKIP LOCKED and marks them sent.
 * `dedupe_key` is unique: the same mail queued twice (two passes, a replay) is one row. The
 * body is made from `kind`, `language` and `payload` when it is sent and never stored or
 * logged. Server-only: not synced, no soft delete; sent rows stay as the record of what was sent.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    /** The organisation the mail is about, when there is one (no foreign key: a global table). */
    clientId: uuid('client_id'),
    kind: varchar('kind', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'sent' | 'failed'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_queue_dedupe_uq').on(t.dedupeKey),
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
)
