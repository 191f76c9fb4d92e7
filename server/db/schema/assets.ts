import { sql } from 'drizzle-orm'
import { index, integer, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import type { ItemStatus, MovementKind } from '../../../sync/contracts/assets'
import { rowColumns } from './columns'
import { isoDate, money, scopeColumns } from './treasury'

/**
 * Assets (patrimony) and liabilities of a church (issue 17; docs/assets.md). Every row carries
 * the church's whole scope like the treasury's. An asset's quantity and value are not stored:
 * they follow from its movements.
 */

export const assets = pgTable(
  'assets',
  {
    ...rowColumns,
    ...scopeColumns,
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    subdivision: varchar('subdivision', { length: 100 }).notNull().default(''),
  },
  (t) => [
    index('assets_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
    index('assets_seq_idx').on(t.seq),
  ],
)

export const assetMovements = pgTable(
  'asset_movements',
  {
    ...rowColumns,
    ...scopeColumns,
    assetId: uuid('asset_id').notNull(),
    /** 'entry' | 'exit'. */
    kind: varchar('kind', { length: 10 }).$type<MovementKind>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price, centavos. */
    price: money('price').notNull(),
    date: isoDate('date').notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
  },
  (t) => [
    index('asset_movements_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('asset_movements_seq_idx').on(t.seq),
    index('asset_movements_asset_idx').on(t.assetId),
  ],
)

export const assetItems = pgTable(
  'asset_items',
  {
    ...rowColumns,
    ...scopeColumns,
    assetId: uuid('asset_id').notNull(),
    identifier: varchar('identifier', { length: 60 }).notNull(),
    status: varchar('status', { length: 20 }).$type<ItemStatus>().notNull(),
    statusChangedOn: isoDate('status_changed_on').notNull(),
    notes: varchar('notes', { length: 500 }).notNull().default(''),
  },
  (t) => [
    index('asset_items_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('asset_items_seq_idx').on(t.seq),
    index('asset_items_asset_idx').on(t.assetId),
    // The last line of the rule the service checks first ('Este identificador já existe').
    uniqueIndex('asset_items_identifier_live_uq')
      .on(t.churchId, sql`upper(${t.identifier})`)
      .where(sql`${t.deletedAt} is null`),
  ],
)

export const liabilities = pgTable(
  'liabilities',
  {
    ...rowColumns,
    ...scopeColumns,
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    subdivision: varchar('subdivision', { length: 100 }).notNull().default(''),
    value: money('value').notNull(),
    dueDate: isoDate('due_date').notNull(),
    settledOn: isoDate('settled_on'),
    /** The expense that paid it, when settling created one. */
    expenseId: uuid('expense_id'),
  },
  (t) => [
    index('liabilities_scope_idx').on(
      t.clientId,
      t.conventionId,
      t.fieldId,
      t.sectorId,
      t.churchId,
    ),
    index('liabilities_seq_idx').on(t.seq),
    index('liabilities_church_due_idx').on(t.churchId, t.dueDate),
  ],
)
