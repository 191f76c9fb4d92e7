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
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { CashCount } from '../../../sync/contracts/treasury/closings'
import type { ClosingFigures } from '../../../sync/rules/service-closing'
import { rowColumns } from './columns'
import { churches, clients } from './hierarchy'

/**
 * The treasury (issue 6; docs/treasury.md). Every finance row belongs to ONE church and carries
 * the whole scope (client, convention, field, sector, church), copied from the church when it
 * is created. Money: bigint centavos. Percentages: integer basis points. Dates: `date` as ISO
 * strings.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

export const money = (name: string) => bigint(name, { mode: 'number' })
export const isoDate = (name: string) => date(name, { mode: 'string' })

/** The whole scope of a row of one church (copied from the church when the row is created). */
export const scopeColumns = {
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id),
  conventionId: uuid('convention_id').notNull(),
  fieldId: uuid('field_id').notNull(),
  sectorId: uuid('sector_id').notNull(),
  churchId: uuid('church_id')
    .notNull()
    .references(() => churches.id),
}

/** Columns shared by revenues and expenses (spec §3). */
const entryColumns = {
  /** Sequential per church and year (treasury_counters), given when the create is applied. */
  code: integer('code'),
  codeYear: integer('code_year'),
  amount: money('amount').notNull(),
  paymentMethod: varchar('payment_method', { length: 30 }),
  documentNumber: varchar('document_number', { length: 60 }).notNull().default(''),
  accountingCode: varchar('accounting_code', { length: 40 }).notNull().default(''),
  dueDate: isoDate('due_date').notNull(),
  issueDate: isoDate('issue_date').notNull(),
  recurrence: varchar('recurrence', { length: 20 }).notNull().default('unico'),
  endDate: isoDate('end_date'),
  alertTime: varchar('alert_time', { length: 5 }),
  alertWeekday: smallint('alert_weekday'),
  alertDate: isoDate('alert_date'),
  repassePercentBp: integer('repasse_percent_bp'),
  withoutRepasse: boolean('without_repasse').notNull().default(false),
  description: varchar('description', { length: 300 }).notNull().default(''),
  notes: text('notes').notNull().default(''),
  /** The repasse register that generated this entry (expenses only). */
  repasseRegisterId: uuid('repasse_register_id'),
  /** The event or campaign it belongs to (events.id; null = none). */
  eventId: uuid('event_id'),
}

export const revenues = pgTable(
  'revenues',
  {
    ...rowColumns,
    ...scopeColumns,
    ...entryColumns,
    origin: varchar('origin', { length: 20 }).notNull(),
    depositDate: isoDate('deposit_date'),
    receiptDate: isoDate('receipt_date'),
    createdOn: isoDate('created_on'),
  },
  (t) => [
    index('revenues_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
    index('revenues_seq_idx').on(t.seq),
    index('revenues_church_due_idx').on(t.churchId, t.dueDate),
    index('revenues_event_idx').on(t.eventId),
    uniqueIndex('revenues_code_uq').on(t.churchId, t.codeYear, t.code),
  ],
)

export const expenses = pgTable(
  'expenses',
  {
    ...rowColumns,
    ...scopeColumns,
    ...entryColumns,
    category: varchar('category', { length: 20 }).notNull(),
  },
  (t) => [
    index('expenses_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
    index('expenses_seq_idx').on(t.seq),
    index('expenses_church_due_idx').on(t.churchId, t.dueDate),
    index('expenses_event_idx').on(t.eventId),
    uniqueIndex('expenses_code_uq').on(t.churchId, t.codeYear, t.code),
  ],
)

/** The last code given per church, kind (revenue/expense) and year; locked while a create takes the next. */
export const treasuryCounters = pgTable(
  'treasury_counters',
  {
    churchId: uuid('church_id')
      .notNull()
      .references(() => churches.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.kind, t.year] })],
)

/**
 * Payments (of expenses) and receipts (of revenues), per instalment (its due date). Two tables
 * of one shape, so each is read with its own permission (VIEW_EXPENSES / VIEW_REVENUES).
 */
const paymentTable = (name: string) =>
  pgTable(
    name,
    {
      ...rowColumns,
      ...scopeColumns,
      entryId: uuid('entry_id').notNull(),
      instalmentDate: isoDate('instalment_date').notNull(),
      amount: money('amount').notNull(),
      date: isoDate('date').notNull(),
      history: varchar('history', { length: 500 }).notNull(),
      paymentMethod: varchar('payment_method', { length: 30 }),
    },
    (t) => [
      index(`${name}_scope_idx`).on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
      index(`${name}_seq_idx`).on(t.seq),
      index(`${name}_entry_idx`).on(t.entryId),
      index(`${name}_church_date_idx`).on(t.churchId, t.date),
    ],
  )
export const revenueReceipts = paymentTable('revenue_receipts')
export const expensePayments = paymentTable('expense_payments')

export const tithes = pgTable(
  'tithes',
  {
    ...rowColumns,
    ...scopeColumns,
    /** Null = anonymous offering. */
    memberId: uuid('member_id'),
    amount: money('amount').notNull(),
    date: isoDate('date').notNull(),
    paymentMethod: varchar('payment_method', { length: 30 }).notNull(),
    notes: varchar('notes', { length: 500 }).notNull().default(''),
    /** The event or campaign it was given for (docs/events.md). */
    eventId: uuid('event_id'),
  },
  (t) => [
    index('tithes_event_idx').on(t.eventId),
    index('tithes_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
    index('tithes_seq_idx').on(t.seq),
    index('tithes_church_date_idx').on(t.churchId, t.date),
    index('tithes_member_idx').on(t.memberId, t.date),
  ],
)

/**
 * The live rows of one church in one month (`YYYY-MM`) of a dated table: their sum and how many,
 * kept by the database in the same transaction as the rows (statement triggers on insert, update
 * and delete: a move between churches or months, a soft delete, a replay that changes nothing).
 * Synced like the rows, so that a figure over many churches reads one row per church and month
 * instead of every row (docs/treasury.md, "Monthly totals"). Never written by a service. One
 * table per source, each read with the source's permission.
 */
const monthTotalsTable = (name: string) =>
  pgTable(
    name,
    {
      ...rowColumns,
      ...scopeColumns,
      month: varchar('month', { length: 7 }).notNull(),
      amount: money('amount').notNull().default(0),
      entries: integer('entries').notNull().default(0),
    },
    (t) => [
      index(`${name}_scope_idx`).on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
      index(`${name}_seq_idx`).on(t.seq),
      uniqueIndex(`${name}_church_month_uq`).on(t.clientId, t.churchId, t.month),
    ],
  )
/** Of `tithes` (migration 0022). */
export const titheMonthTotals = monthTotalsTable('tithe_month_totals')
/** Of `revenue_receipts` (migration 0023). */
export const receiptMonthTotals = monthTotalsTable('receipt_month_totals')
/** Of `expense_payments` (migration 0023). */
export const paymentMonthTotals = monthTotalsTable('payment_month_totals')

export const titheBudgets = pgTable(
  'tithe_budgets',
  {
    ...rowColumns,
    ...scopeColumns,
    year: integer('year').notNull(),
    /** 1..12, or null for the whole year. */
    month: smallint('month'),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('tithe_budgets_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('tithe_budgets_seq_idx').on(t.seq),
    uniqueIndex('tithe_budgets_live_uq')
      .on(t.churchId, t.year, sql`coalesce(${t.month}, 0)`)
      .where(sql`${t.deletedAt} is null`),
  ],
)

export const repasseRegisters = pgTable(
  'repasse_registers',
  {
    ...rowColumns,
    ...scopeColumns,
    period: varchar('period', { length: 7 }).notNull(),
    percentBp: integer('percent_bp').notNull(),
    /** Who receives: 'sector' | 'field' | 'convention' above the church. */
    category: varchar('category', { length: 20 }).notNull(),
    recipientId: uuid('recipient_id').notNull(),
    budgetAmount: money('budget_amount').notNull().default(0),
    baseAmount: money('base_amount').notNull(),
    expenseAmount: money('expense_amount').notNull(),
    expenseId: uuid('expense_id').notNull(),
    notes: varchar('notes', { length: 500 }).notNull().default(''),
  },
  (t) => [
    index('repasse_registers_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('repasse_registers_seq_idx').on(t.seq),
    index('repasse_registers_recipient_idx').on(t.recipientId, t.period),
    uniqueIndex('repasse_registers_live_uq')
      .on(t.churchId, t.period, t.category)
      .where(sql`${t.deletedAt} is null`),
  ],
)

/** Metadata of a file attached to a revenue or expense (synced, one table per kind); the bytes live in treasury_files. */
const attachmentTable = (name: string) =>
  pgTable(
    name,
    {
      ...rowColumns,
      ...scopeColumns,
      entryId: uuid('entry_id').notNull(),
      fileName: varchar('file_name', { length: 255 }).notNull(),
      mimeType: varchar('mime_type', { length: 60 }).notNull(),
      size: integer('size').notNull(),
      storageKey: uuid('storage_key').notNull(),
    },
    (t) => [
      index(`${name}_scope_idx`).on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
      index(`${name}_seq_idx`).on(t.seq),
      index(`${name}_entry_idx`).on(t.entryId),
    ],
  )
export const revenueAttachments = attachmentTable('revenue_attachments')
export const expenseAttachments = attachmentTable('expense_attachments')

/** File bytes, in the database like church images, so API processes stay stateless. */
export const treasuryFiles = pgTable('treasury_files', {
  key: uuid('key').primaryKey(),
  clientId: uuid('client_id').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

/** A service's count of the cash (issue 16): a record, created once, never edited. */
export const serviceClosings = pgTable(
  'service_closings',
  {
    ...rowColumns,
    ...scopeColumns,
    date: isoDate('date').notNull(),
    titheIds: jsonb('tithe_ids').$type<string[]>().notNull(),
    counts: jsonb('counts').$type<CashCount[]>().notNull(),
    counters: jsonb('counters').$type<string[]>().notNull(),
    notes: varchar('notes', { length: 500 }).notNull().default(''),
    expectedCash: money('expected_cash').notNull(),
    countedCash: money('counted_cash').notNull(),
    difference: money('difference').notNull(),
    entries: integer('entries').notNull(),
    byMethod: jsonb('by_method').$type<ClosingFigures['byMethod']>().notNull(),
    closedBy: uuid('closed_by'),
  },
  (t) => [
    index('service_closings_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('service_closings_seq_idx').on(t.seq),
  ],
)
