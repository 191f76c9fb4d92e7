import {
  customType,
  index,
  pgTable,
  primaryKey,
  integer,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { brandingColumns, rowColumns } from './columns'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/** The paying organisation (tenant). */
export const clients = pgTable('clients', {
  ...rowColumns,
  name: varchar('name', { length: 200 }).notNull(),
  ...brandingColumns,
})

/** Convenção, "congregation" in the spec's API. convention_id = id, so every tenant row has one. */
export const conventions = pgTable(
  'conventions',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    conventionId: uuid('convention_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    ...brandingColumns,
  },
  (t) => [index('conventions_client_idx').on(t.clientId), index('conventions_seq_idx').on(t.seq)],
)

export const fields = pgTable(
  'fields',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    conventionId: uuid('convention_id')
      .notNull()
      .references(() => conventions.id),
    name: varchar('name', { length: 200 }).notNull(),
    ...brandingColumns,
  },
  (t) => [
    index('fields_scope_idx').on(t.clientId, t.conventionId),
    index('fields_seq_idx').on(t.seq),
  ],
)

export const sectors = pgTable(
  'sectors',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    conventionId: uuid('convention_id')
      .notNull()
      .references(() => conventions.id),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => fields.id),
    name: varchar('name', { length: 200 }).notNull(),
    ...brandingColumns,
  },
  (t) => [
    index('sectors_scope_idx').on(t.clientId, t.conventionId, t.fieldId),
    index('sectors_seq_idx').on(t.seq),
  ],
)

export const churches = pgTable(
  'churches',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    conventionId: uuid('convention_id')
      .notNull()
      .references(() => conventions.id),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => fields.id),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id),
    name: varchar('name', { length: 200 }).notNull(),
    /** 14 digits, no mask; blank when unknown. */
    cnpj: varchar('cnpj', { length: 14 }).notNull().default(''),
    /** The member who represents the church; members arrive with their own issue. */
    representativeMemberId: uuid('representative_member_id'),
    /** The church's PIX key as the DICT knows it ('' = none) and the city its bank shows. */
    pixKey: varchar('pix_key', { length: 100 }).notNull().default(''),
    pixCity: varchar('pix_city', { length: 60 }).notNull().default(''),
    /** Street, number, district, city and state on one line, as a letterhead prints it; blank when unknown. */
    address: varchar('address', { length: 300 }).notNull().default(''),
    ...brandingColumns,
  },
  (t) => [
    index('churches_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId),
    index('churches_cnpj_idx').on(t.clientId, t.cnpj),
    index('churches_seq_idx').on(t.seq),
  ],
)

/** Uploaded church images, kept in the database so API processes stay stateless. */
export const churchFiles = pgTable(
  'church_files',
  {
    churchId: uuid('church_id')
      .notNull()
      .references(() => churches.id),
    fileType: varchar('file_type', { length: 40 }).notNull(),
    clientId: uuid('client_id').notNull(),
    conventionId: uuid('convention_id').notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.fileType] })],
)

/**
 * A node's linked logo, copied into Celeiro when the node is saved with a logo link to another
 * site (served at /api/logos/v1/:nodeId, so img-src 'self' covers it; issue 14 #10). One per
 * node id (convention, field, sector or church: ids are unique across the four tables).
 */
export const nodeLogos = pgTable('node_logos', {
  nodeId: uuid('node_id').primaryKey(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id),
  sourceUrl: varchar('source_url', { length: 2048 }).notNull(),
  mimeType: varchar('mime_type', { length: 60 }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})
