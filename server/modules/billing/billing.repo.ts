import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { preparedQuery } from '../../db/prepared'
import { charges, invoices, members, subscriptions } from '../../db/schema'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
export type ChargeRow = typeof charges.$inferSelect

/** Members the plan counts: live rows with status 'active' (visitors and inactive members do not count). */
export async function countPlanMembers(db: DbOrTx, clientId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(
      and(eq(members.clientId, clientId), eq(members.status, 'active'), isNull(members.deletedAt)),
    )
  return rows[0]?.n ?? 0
}

export async function findSubscription(
  db: DbOrTx,
  clientId: string,
  opts: { lock?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId))
  const rows = opts.lock ? await query.for('update') : await query
  return rows[0]
}

/**
 * What the subscription's brief depends on (its plan, status and trial, and its invoices'
 * periods and statuses as JSON text), and no more: GET /me reads it on every call.
 */
export const subscriptionStateColumns = {
  subscription: {
    planId: subscriptions.planId,
    status: subscriptions.status,
    trialEndsAt: subscriptions.trialEndsAt,
  },
  invoices: sql<string>`(SELECT coalesce(json_agg(json_build_object('periodStart', i.period_start, 'dueDate', i.due_date, 'status', i.status)), '[]')::text FROM ${invoices} i WHERE i.client_id = ${subscriptions.clientId})`,
}

const subscriptionStateQuery = preparedQuery('billing_subscription_state', (db) =>
  db
    .select(subscriptionStateColumns)
    .from(subscriptions)
    .where(eq(subscriptions.clientId, sql.placeholder('clientId')))
    .limit(1),
)

/** A subscription with what its status depends on (its invoices' periods and statuses), in one read and without a lock. */
export async function readSubscriptionState(db: DbOrTx, clientId: string) {
  const [row] = await subscriptionStateQuery(db).execute({ clientId })
  return subscriptionStateFrom(row)
}

/** The state of a row read with `subscriptionStateColumns` (undefined: no subscription). */
export function subscriptionStateFrom(
  row:
    | {
        subscription: Pick<SubscriptionRow, 'planId' | 'status' | 'trialEndsAt'> | null
        invoices: string
      }
    | undefined,
) {
  if (!row?.subscription) return undefined
  return {
    subscription: row.subscription,
    invoices: JSON.parse(row.invoices) as Pick<InvoiceRow, 'periodStart' | 'dueDate' | 'status'>[],
  }
}

export type SubscriptionState = ReturnType<typeof subscriptionStateFrom>

export async function listInvoices(db: DbOrTx, clientId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.clientId, clientId))
    .orderBy(desc(invoices.periodStart))
}

export async function listCharges(db: DbOrTx, invoiceIds: string[]): Promise<ChargeRow[]> {
  if (invoiceIds.length === 0) return []
  return db
    .select()
    .from(charges)
    .where(inArray(charges.invoiceId, invoiceIds))
    .orderBy(asc(charges.createdAt), asc(charges.id))
}

export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id))
  return rows[0]
}

export async function findCharge(db: DbOrTx, id: string): Promise<ChargeRow | undefined> {
  const rows = await db.select().from(charges).where(eq(charges.id, id))
  return rows[0]
}

export async function findProviderCharge(
  db: DbOrTx,
  provider: string,
  providerChargeId: string,
): Promise<ChargeRow | undefined> {
  const rows = await db
    .select()
    .from(charges)
    .where(and(eq(charges.provider, provider), eq(charges.providerChargeId, providerChargeId)))
  return rows[0]
}
