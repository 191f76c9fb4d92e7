import { index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core'
import { rowColumns } from './columns'
import { clients } from './hierarchy'
import { isoDate, money } from './treasury'

/**
 * Events and campaigns (issue 15; docs/events.md). An event belongs to one node of the hierarchy:
 * its path down to that node, null below it (a field's campaign: sector_id and church_id null).
 * Revenues and expenses point to it with `event_id`.
 */
export const events = pgTable(
  'events',
  {
    ...rowColumns,
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    conventionId: uuid('convention_id').notNull(),
    fieldId: uuid('field_id'),
    sectorId: uuid('sector_id'),
    churchId: uuid('church_id'),
    name: varchar('name', { length: 200 }).notNull(),
    startDate: isoDate('start_date').notNull(),
    endDate: isoDate('end_date').notNull(),
    location: varchar('location', { length: 200 }).notNull().default(''),
    budgetAmount: money('budget_amount'),
    budgetEnd: isoDate('budget_end'),
    revenueBudget: money('revenue_budget').notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
  },
  (t) => [
    index('events_scope_idx').on(t.clientId, t.conventionId, t.fieldId, t.sectorId, t.churchId),
    index('events_seq_idx').on(t.seq),
  ],
)
