import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { v7 as uuidv7 } from 'uuid'
import type {
  Address,
  AdmissionWay,
  MaritalStatus,
  MemberApproval,
  MemberCategory,
  MemberStatus,
  TitheStatus,
} from '../../../sync/contracts/members'
import { rowColumns } from './columns'
import { churches, clients, conventions, fields, sectors } from './hierarchy'

/** The five scope columns of a row placed at a church (docs/members.md). */
const churchScopeColumns = () => ({
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
  churchId: uuid('church_id')
    .notNull()
    .references(() => churches.id),
})

/** Members AND visitors (status 'visitor'); one church each. Delete = anonymise + deleted_at. */
export const members = pgTable(
  'members',
  {
    ...rowColumns,
    ...churchScopeColumns(),
    name: varchar('name', { length: 200 }).notNull(),
    surname: varchar('surname', { length: 200 }).notNull(),
    /** 11 digits, or null; unique per client among live rows not pending approval (members_cpf_uq). */
    cpf: varchar('cpf', { length: 11 }),
    birthDate: date('birth_date', { mode: 'string' }),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    address: jsonb('address').$type<Address>().notNull(),
    status: varchar('status', { length: 10 }).$type<MemberStatus>().notNull(),
    function: varchar('function', { length: 100 }).notNull().default(''),
    category: varchar('category', { length: 20 }).$type<MemberCategory>().notNull(),
    baptized: boolean('baptized').notNull().default(false),
    baptismDate: date('baptism_date', { mode: 'string' }),
    /** Treasury-only (never sent to roles without a treasury permission). */
    titheStatus: varchar('tithe_status', { length: 10 }).$type<TitheStatus>(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    profession: varchar('profession', { length: 120 }).notNull().default(''),
    companyName: varchar('company_name', { length: 200 }).notNull().default(''),
    /** Member since ("Membro desde") and how: baptism, letter (a transfer in) or acclamation. */
    admissionDate: date('admission_date', { mode: 'string' }),
    admissionWay: varchar('admission_way', { length: 12 }).$type<AdmissionWay>(),
    /** A visitor's first visit, and who invited them. */
    visitDate: date('visit_date', { mode: 'string' }),
    invitedBy: varchar('invited_by', { length: 200 }).notNull().default(''),
    /** Integer centavos; treasury-only. */
    salary: integer('salary'),
    maritalStatus: varchar('marital_status', { length: 10 }).$type<MaritalStatus>(),
    approval: varchar('approval', { length: 10 })
      .$type<MemberApproval>()
      .notNull()
      .default('approved'),
    consentScope: text('consent_scope').notNull().default(''),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'string' }),
    consentTextVersion: varchar('consent_text_version', { length: 40 }).notNull().default(''),
    guardianName: varchar('guardian_name', { length: 200 }).notNull().default(''),
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true, mode: 'string' }),
    /** The user who created the row; null for a public self-registration. */
    createdBy: uuid('created_by'),
    /**
     * A public self-registration whose CPF another member already had: stored pending all the
     * same (the public answer must not tell), shown to the secretary, refused on approval while
     * the other member holds the CPF.
     */
    cpfDuplicate: boolean('cpf_duplicate').notNull().default(false),
    /** The member's photo as it is now (a new key for each new photo; null = none); bytes in member_photos. */
    photoKey: uuid('photo_key'),
    /**
     * The secret of the member's card QR code: 128 random bits in hex, made by the database for
     * each row; replaced when the member leaves or is transferred (old cards then read invalid).
     */
    cardToken: varchar('card_token', { length: 32 })
      .notNull()
      .default(
        sql`substr(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'), 1, 32)`,
      ),
  },
  (t) => [
    index('members_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
    index('members_seq_idx').on(t.seq),
    uniqueIndex('members_card_token_uq').on(t.cardToken),
    uniqueIndex('members_cpf_uq')
      .on(t.clientId, t.cpf)
      .where(sql`${t.cpf} is not null and ${t.deletedAt} is null and ${t.approval} <> 'pending'`),
  ],
)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/** A member's photo (a square JPEG of at most 200 KB made on the device), in the database like church images. */
export const memberPhotos = pgTable('member_photos', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id),
  /** The members.photo_key it answers (a device's cache is keyed by it). */
  photoKey: uuid('photo_key').notNull(),
  mimeType: varchar('mime_type', { length: 60 }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

/** Every category change of a member, written with the change; scoped like its member. */
export const memberCategoryChanges = pgTable(
  'member_category_changes',
  {
    ...rowColumns,
    ...churchScopeColumns(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    previousCategory: varchar('previous_category', { length: 20 }).$type<MemberCategory>(),
    newCategory: varchar('new_category', { length: 20 }).$type<MemberCategory>().notNull(),
    changedOn: date('changed_on', { mode: 'string' }).notNull(),
    changedBy: uuid('changed_by').notNull(),
  },
  (t) => [
    index('member_category_changes_member_idx').on(t.memberId),
    index('member_category_changes_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('member_category_changes_seq_idx').on(t.seq),
  ],
)

/** A member's move to another church: readable in the scope of the origin OR the destination. */
export const memberTransfers = pgTable(
  'member_transfers',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** Name and surname at the time (blanked when the member is anonymised). */
    memberName: varchar('member_name', { length: 401 }).notNull(),
    fromConventionId: uuid('from_convention_id').notNull(),
    fromFieldId: uuid('from_field_id').notNull(),
    fromSectorId: uuid('from_sector_id').notNull(),
    fromChurchId: uuid('from_church_id').notNull(),
    toConventionId: uuid('to_convention_id').notNull(),
    toFieldId: uuid('to_field_id').notNull(),
    toSectorId: uuid('to_sector_id').notNull(),
    toChurchId: uuid('to_church_id').notNull(),
    /** Church names at the time: the other end may be outside the reader's scope (its ids are not sent then). */
    fromChurchName: varchar('from_church_name', { length: 200 }).notNull().default(''),
    toChurchName: varchar('to_church_name', { length: 200 }).notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    titheStatus: varchar('tithe_status', { length: 10 }).$type<TitheStatus>(),
    byUserId: uuid('by_user_id').notNull(),
  },
  (t) => [
    index('member_transfers_member_idx').on(t.memberId),
    index('member_transfers_from_idx').on(t.clientId, t.fromChurchId),
    index('member_transfers_to_idx').on(t.clientId, t.toChurchId),
    index('member_transfers_seq_idx').on(t.seq),
  ],
)

/**
 * A synced row left a place of the hierarchy (its scope columns changed): pull turns it into a
 * tombstone for users who could read the old place but not the new one. Written by the
 * `celeiro_record_departure` trigger; seq from the change sequence (docs/sync.md).
 */
export const syncDepartures = pgTable(
  'sync_departures',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    entity: varchar('entity', { length: 60 }).notNull(),
    rowId: uuid('row_id').notNull(),
    clientId: uuid('client_id').notNull(),
    conventionId: uuid('convention_id'),
    fieldId: uuid('field_id'),
    sectorId: uuid('sector_id'),
    churchId: uuid('church_id'),
    newClientId: uuid('new_client_id').notNull(),
    newConventionId: uuid('new_convention_id'),
    newFieldId: uuid('new_field_id'),
    newSectorId: uuid('new_sector_id'),
    newChurchId: uuid('new_church_id'),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('sync_departures_seq_idx').on(t.entity, t.seq)],
)
