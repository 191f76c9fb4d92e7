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
import type { Permission } from '../../../sync/contracts/permissions'
import { rowColumns } from './columns'
import { clients, conventions, fields, sectors, churches } from './hierarchy'

/** Hierarchy levels: order 0 administrator (no parent), 1 highest (no parent needed), 2+ with a parent. Client-wide: convention_id is null. */
export const levels = pgTable(
  'levels',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    conventionId: uuid('convention_id').references(() => conventions.id),
    name: varchar('name', { length: 200 }).notNull(),
    order: integer('order').notNull(),
    parentLevelId: uuid('parent_level_id'),
  },
  (t) => [
    index('levels_client_idx').on(t.clientId),
    index('levels_seq_idx').on(t.seq),
    // One administrator level per client, enforced by the database (two racing creates cannot both win).
    uniqueIndex('levels_admin_uq')
      .on(t.clientId)
      .where(sql`"order" = 0 and "deleted_at" is null`),
  ],
)

export const roles = pgTable(
  'roles',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    conventionId: uuid('convention_id').references(() => conventions.id),
    levelId: uuid('level_id')
      .notNull()
      .references(() => levels.id),
    name: varchar('name', { length: 200 }).notNull(),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
  },
  (t) => [index('roles_client_idx').on(t.clientId), index('roles_seq_idx').on(t.seq)],
)

/**
 * A user is placed at one node of the hierarchy: the deepest non-null of convention, field,
 * sector, church (all null = the whole client). The ancestors are filled too, so scope
 * checks compare columns directly.
 */
export const users = pgTable(
  'users',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    conventionId: uuid('convention_id').references(() => conventions.id),
    fieldId: uuid('field_id').references(() => fields.id),
    sectorId: uuid('sector_id').references(() => sectors.id),
    churchId: uuid('church_id').references(() => churches.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    name: varchar('name', { length: 200 }).notNull(),
    fullName: varchar('full_name', { length: 300 }).notNull().default(''),
    /** Stored lower-case and trimmed. */
    email: varchar('email', { length: 254 }).notNull(),
    cpf: varchar('cpf', { length: 11 }).notNull().default(''),
    registro: varchar('registro', { length: 60 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    status: varchar('status', { length: 10 })
      .$type<'active' | 'inactive'>()
      .notNull()
      .default('active'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'string' }),
    /**
     * A new address asked for but not confirmed yet (stored lower-case): sign-in and reset keep
     * using `email` until the link sent here is opened (docs/security.md).
     */
    pendingEmail: varchar('pending_email', { length: 254 }),
    memberId: uuid('member_id'),
    language: varchar('language', { length: 5 }).notNull().default('pt-BR'),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    // Unique among live users: a deleted user's address can be given to someone new.
    uniqueIndex('users_email_uq')
      .on(t.email)
      .where(sql`"deleted_at" is null`),
    index('users_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
    index('users_seq_idx').on(t.seq),
  ],
)

/** Opaque bearer tokens, stored as SHA-256 hashes; sliding expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
)

/** Single-use codes (password reset, e-mail validation, e-mail change), stored hashed. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: varchar('purpose', { length: 20 })
      .$type<'password_reset' | 'email_validation' | 'email_change'>()
      .notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('user_codes_hash_uq').on(t.codeHash),
    index('user_codes_user_idx').on(t.userId),
  ],
)

/** Fixed-window counters for rate limits (login per account and per address, public forms). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'string' }),
})
