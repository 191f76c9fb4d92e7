import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { clients } from './hierarchy'
import { users } from './identity'

/**
 * LGPD access log (docs/security.md): who exported or printed member data, when and what. The
 * device makes the id (a queued record sent twice is stored once). Kept 5 years, then purged;
 * a member's anonymisation blanks the label of the entries about that member.
 */
export const dataAccessLog = pgTable(
  'data_access_log',
  {
    id: uuid('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** When it happened on the device (an offline export is sent later). */
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** member_export, member_print, transfers_report, report, attention_export. */
    kind: varchar('kind', { length: 30 }).notNull(),
    format: varchar('format', { length: 10 }).notNull(),
    /** The member exported, when one member's data was. */
    memberId: uuid('member_id'),
    /** What was exported (a member's name, a report's title and filter); blanked by anonymisation. */
    label: varchar('label', { length: 200 }).notNull().default(''),
  },
  (t) => [
    index('data_access_log_client_at_idx').on(t.clientId, t.at),
    index('data_access_log_member_idx').on(t.memberId),
  ],
)
