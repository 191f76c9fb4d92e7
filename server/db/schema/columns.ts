import { bigint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { v7 as uuidv7 } from 'uuid'

/** Columns every synced row carries: a client-made UUIDv7 id, timestamps, a soft delete, and the change sequence. */
export const rowColumns = {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
  /** Set by a trigger from the `change_seq` sequence on every insert and update (the pull cursor). */
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
}

/** Branding shared by the client and every hierarchy node. Blank means "not set". */
export const brandingColumns = {
  sigla: varchar('sigla', { length: 20 }).notNull().default(''),
  linkLogo: varchar('link_logo', { length: 500 }).notNull().default(''),
  primaryColor: varchar('primary_color', { length: 9 }).notNull().default(''),
  secondaryColor: varchar('secondary_color', { length: 9 }).notNull().default(''),
  accentColor: varchar('accent_color', { length: 9 }).notNull().default(''),
}
