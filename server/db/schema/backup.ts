import { pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { v7 as uuidv7 } from 'uuid'

/**
 * Every `npm run restore` into this database (docs/backup.md). Written by the restore itself,
 * in its transaction; a restored database also keeps the rows of the restores before its
 * backup. The sync protocol reads it: a device whose client row the restore lost is allowed
 * to resume its mutation ids past the gap (sync_clients.resume_after_restore).
 */
export const databaseRestores = pgTable('database_restores', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  restoredAt: timestamp('restored_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  /** When the backup was taken. */
  backupCreatedAt: timestamp('backup_created_at', { withTimezone: true, mode: 'string' }).notNull(),
  /** The last migration of the database the backup was taken from (its tag, 0019_church_pix). */
  backupMigration: varchar('backup_migration', { length: 100 }).notNull(),
  /** 'pglite' or 'postgres': the kind of database the backup was taken from. */
  backupSource: varchar('backup_source', { length: 10 }).notNull(),
})
