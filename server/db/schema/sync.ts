import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { v7 as uuidv7 } from 'uuid'

/** A device's sync identity: one per (device database, user). Holds the replay position and the scope seen at the last pull. */
export const syncClients = pgTable(
  'sync_clients',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The highest mutationId applied or rejected for this client (mutations are 1, 2, 3...). */
    lastMutationId: integer('last_mutation_id').notNull().default(0),
    /** sha256 of the user's role, permissions and node at the last pull; a change means "reset". */
    scopeFingerprint: varchar('scope_fingerprint', { length: 64 }),
    /**
     * Set by a restore (and on rows made after one): the database may have lost mutations this
     * client had confirmed, so its next push may continue past a gap once (docs/backup.md).
     * Cleared when the client's position next moves.
     */
    resumeAfterRestore: boolean('resume_after_restore').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('sync_clients_user_idx').on(t.userId)],
)

/** Every mutation a client pushed, applied or rejected, with its answer: repeats are answered from here. */
export const syncMutations = pgTable(
  'sync_mutations',
  {
    clientId: uuid('client_id').notNull(),
    mutationId: integer('mutation_id').notNull(),
    userId: uuid('user_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** sha256 of the canonical JSON of {name, args}. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'applied' | 'rejected'>().notNull(),
    reason: jsonb('reason').$type<{ code: string; message: string; details?: unknown } | null>(),
    answer: jsonb('answer').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] })],
)

/** What each change replaced: the history screen of a record shows who changed what, offline edits included. */
export const rowHistory = pgTable(
  'row_history',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    entity: varchar('entity', { length: 60 }).notNull(),
    rowId: uuid('row_id').notNull(),
    action: varchar('action', { length: 10 }).$type<'create' | 'update' | 'delete'>().notNull(),
    changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>().notNull(),
    /** null: the person themself, through a public page (the self-registration). */
    userId: uuid('user_id'),
    syncClientId: uuid('sync_client_id'),
    mutationId: integer('mutation_id'),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('row_history_row_idx').on(t.entity, t.rowId)],
)
