import { sql } from 'drizzle-orm'
import { index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { v7 as uuidv7 } from 'uuid'
import type {
  InvoiceStatus,
  PaymentMethod,
  PlanId,
  SubscriptionStatus,
} from '../../../sync/contracts/billing'
import { clients } from './hierarchy'
import { isoDate } from './treasury'

/**
 * Sign-up and billing (docs/billing.md). These tables are server-only: they are NOT synced to
 * devices (no `seq`, no touch trigger, no soft delete); the app reads them through
 * GET /api/billing/v1 and the `billing` brief of /me. Nothing here is ever deleted.
 */

const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7())
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' })
const timestamps = {
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
}

/** One per client organisation: the plan, the trial, the status, and the payer from the sign-up. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    planId: varchar('plan_id', { length: 20 }).$type<PlanId>().notNull(),
    status: varchar('status', { length: 10 }).$type<SubscriptionStatus>().notNull(),
    trialEndsAt: stamp('trial_ends_at').notNull(),
    paymentMethod: varchar('payment_method', { length: 10 }).$type<PaymentMethod>().notNull(),
    payerName: varchar('payer_name', { length: 300 }).notNull().default(''),
    payerCpf: varchar('payer_cpf', { length: 11 }).notNull().default(''),
    payerCnpj: varchar('payer_cnpj', { length: 14 }).notNull().default(''),
    payerPhone: varchar('payer_phone', { length: 11 }).notNull().default(''),
    cep: varchar('cep', { length: 8 }).notNull().default(''),
    street: varchar('street', { length: 200 }).notNull().default(''),
    number: varchar('number', { length: 20 }).notNull().default(''),
    complement: varchar('complement', { length: 100 }).notNull().default(''),
    district: varchar('district', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    state: varchar('state', { length: 2 }).notNull().default(''),
    cancelledAt: stamp('cancelled_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('subscriptions_client_uq').on(t.clientId)],
)

/** A month of the plan to pay. (client, period_start) is unique: an invoice is created once. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    planId: varchar('plan_id', { length: 20 }).$type<PlanId>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    periodStart: isoDate('period_start').notNull(),
    periodEnd: isoDate('period_end').notNull(),
    dueDate: isoDate('due_date').notNull(),
    status: varchar('status', { length: 10 }).$type<InvoiceStatus>().notNull().default('open'),
    paidAt: stamp('paid_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('invoices_client_period_uq').on(t.clientId, t.periodStart)],
)

/** One attempt to pay an invoice. Card numbers are never stored: only the last four digits. */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    method: varchar('method', { length: 10 }).$type<PaymentMethod>().notNull(),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'paid' | 'declined'>()
      .notNull()
      .default('pending'),
    provider: varchar('provider', { length: 40 }).notNull(),
    providerChargeId: varchar('provider_charge_id', { length: 100 }).notNull(),
    pixPayload: varchar('pix_payload', { length: 512 }),
    boletoLine: varchar('boleto_line', { length: 47 }),
    boletoBarcode: varchar('boleto_barcode', { length: 44 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    paidAt: stamp('paid_at'),
    ...timestamps,
  },
  (t) => [
    index('charges_invoice_idx').on(t.invoiceId),
    uniqueIndex('charges_provider_uq').on(t.provider, t.providerChargeId),
  ],
)

/** Every provider notification applied, by (provider, event id): a replay is applied once. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    id: id(),
    provider: varchar('provider', { length: 40 }).notNull(),
    eventId: varchar('event_id', { length: 100 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    chargeId: varchar('charge_id', { length: 100 }).notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_webhook_events_uq').on(t.provider, t.eventId)],
)

/**
 * One row per sign-up submit (docs/billing.md). The idempotency key: the first submit of a key
 * claims it; repeats create nothing. The CNPJ an organisation was created with is claimed here
 * (`signups_cnpj_uq`: one live sign-up per CNPJ, so two sign-ups racing with one CNPJ cannot both
 * create an organisation); a sign-up never confirmed expires (`expired_at`), which frees it.
 */
export const signups = pgTable(
  'signups',
  {
    id: id(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    clientId: uuid('client_id').references(() => clients.id),
    /** The 14-digit CNPJ of the organisation this sign-up created; null when it created none. */
    cnpj: varchar('cnpj', { length: 14 }),
    /** When the sign-up expired unconfirmed: its organisation closed, its CNPJ and e-mail free again. */
    expiredAt: stamp('expired_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signups_key_uq').on(t.idempotencyKey),
    uniqueIndex('signups_cnpj_uq')
      .on(t.cnpj)
      .where(sql`${t.expiredAt} is null`),
  ],
)
