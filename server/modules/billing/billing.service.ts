import { and, eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { Me } from '../../../sync/contracts/auth'
import {
  planById,
  type BillingSummary,
  type Charge,
  type Invoice,
  type PlanId,
  type PaymentMethod,
} from '../../../sync/contracts/billing'
import { decideBilling } from '../../../sync/rules/billing-status'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type Db, type DbOrTx } from '../../db/client'
import { billingWebhookEvents, charges, invoices, subscriptions } from '../../db/schema'
import type { AppDeps } from '../../http/app-env'
import { ApiError, forbidden, notFound } from '../../http/errors'
import type { Logger } from '../../logger'
import {
  countPlanMembers,
  findCharge,
  findInvoice,
  findProviderCharge,
  findSubscription,
  listCharges,
  listInvoices,
  readSubscriptionState,
  type SubscriptionState,
  type ChargeRow,
  type InvoiceRow,
  type SubscriptionRow,
} from './billing.repo'
import './messages'
import {
  createProvider,
  signWebhook,
  SIGNATURE_HEADER,
  type ProviderChargeRequest,
  type WebhookEvent,
} from './provider'

/**
 * Subscriptions, invoices and charges (docs/billing.md). Statuses move by the pure rule of
 * sync/rules/billing-status.ts, applied idempotently by `advanceSubscription`. Nothing is
 * deleted or locked for non-payment.
 */

const planOf = (id: string) => {
  const plan = planById(id)
  if (!plan) throw new Error(`unknown plan ${id}`)
  return plan
}

/**
 * Brings a client's subscription up to `now`: creates the invoices that should exist (once:
 * (client, period_start) is unique) and stores the status. Safe to run at any time, any number
 * of times, concurrently. Returns the subscription as stored, or undefined without one.
 */
export async function advanceSubscription(
  db: DbOrTx,
  clientId: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  return atomic(db, async (tx) => {
    const sub = await findSubscription(tx, clientId, { lock: true })
    if (!sub) return undefined
    const stored = await listInvoices(tx, clientId)
    const decision = decideBilling(
      { status: sub.status, trialEndsAt: sub.trialEndsAt, invoices: stored },
      now,
    )
    if (decision.missing.length > 0) {
      const amountCents = planOf(sub.planId).priceCents
      await tx
        .insert(invoices)
        .values(
          decision.missing.map((period) => ({
            clientId,
            planId: sub.planId,
            amountCents,
            ...period,
          })),
        )
        .onConflictDoNothing()
    }
    if (decision.status === sub.status) return sub
    const [updated] = await tx
      .update(subscriptions)
      .set({ status: decision.status, updatedAt: now.toISOString() })
      .where(eq(subscriptions.id, sub.id))
      .returning()
    return updated
  })
}

/** Advances every subscription (the hourly timer of server/main.ts). */
export async function advanceAllSubscriptions(db: Db, now: Date): Promise<number> {
  const rows = await db.select({ clientId: subscriptions.clientId }).from(subscriptions)
  for (const row of rows) await advanceSubscription(db, row.clientId, now)
  return rows.length
}

/** Starts the hourly status timer; the returned function stops it. The timer never keeps the process alive. */
export function startBillingTimer(db: Db, logger: Logger, now = () => new Date()): () => void {
  const run = () => {
    advanceAllSubscriptions(db, now()).catch((err: unknown) => {
      logger.error({ err }, 'billing: advancing subscriptions failed')
    })
  }
  const timer = setInterval(run, 60 * 60_000)
  timer.unref()
  const first = setTimeout(run, 5_000)
  first.unref()
  return () => {
    clearInterval(timer)
    clearTimeout(first)
  }
}

/** The `billing` brief of /me: null for an organisation without a subscription. */
export async function billingBrief(
  db: DbOrTx,
  clientId: string,
  now: Date,
): Promise<Exclude<Me['billing'], undefined>> {
  return billingBriefFrom(db, clientId, await readSubscriptionState(db, clientId), now)
}

/**
 * The brief from a subscription state read without a lock (GET /me reads it with the session);
 * only a subscription that must move (a new invoice, another status) takes advanceSubscription's
 * row lock, so concurrent GET /me calls do not queue on it.
 */
export async function billingBriefFrom(
  db: DbOrTx,
  clientId: string,
  state: SubscriptionState,
  now: Date,
): Promise<Exclude<Me['billing'], undefined>> {
  if (!state) return null
  const stored = state.subscription
  const decision = decideBilling({ ...stored, invoices: state.invoices }, now)
  const sub =
    decision.missing.length === 0 && decision.status === stored.status
      ? stored
      : await advanceSubscription(db, clientId, now)
  if (!sub) return null
  return {
    status: sub.status,
    planId: sub.planId,
    trialEndsAt: new Date(sub.trialEndsAt).toISOString(),
    memberLimit: planOf(sub.planId).maxMembers,
  }
}

/** Billing is for the organisation's administrators (role level 0) only. */
function requireBillingAdmin(auth: AuthContext): void {
  if (auth.levelOrder !== 0) throw forbidden()
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

function chargeOut(row: ChargeRow): Charge {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    method: row.method,
    status: row.status,
    pixPayload: row.pixPayload,
    boletoLine: row.boletoLine,
    boletoBarcode: row.boletoBarcode,
    cardLast4: row.cardLast4,
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

function invoiceOut(row: InvoiceRow, rowCharges: ChargeRow[]): Invoice {
  return {
    id: row.id,
    planId: row.planId,
    amountCents: row.amountCents,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    status: row.status,
    paidAt: iso(row.paidAt),
    charges: rowCharges.filter((c) => c.invoiceId === row.id).map(chargeOut),
  }
}

/** GET /api/billing/v1. */
export async function billingSummary(deps: AppDeps, auth: AuthContext): Promise<BillingSummary> {
  requireBillingAdmin(auth)
  const clientId = auth.node.clientId
  const sub = await advanceSubscription(deps.db, clientId, deps.now())
  if (!sub) throw notFound()
  const rows = await listInvoices(deps.db, clientId)
  const rowCharges = await listCharges(
    deps.db,
    rows.map((r) => r.id),
  )
  const all = rows.map((row) => invoiceOut(row, rowCharges))
  const open = all.filter((i) => i.status === 'open')
  return {
    planId: sub.planId,
    status: sub.status,
    trialEndsAt: new Date(sub.trialEndsAt).toISOString(),
    paymentMethod: sub.paymentMethod,
    memberCount: await countPlanMembers(deps.db, clientId),
    memberLimit: planOf(sub.planId).maxMembers,
    // The oldest open invoice is the one to pay next.
    nextInvoice: open.at(-1) ?? null,
    invoices: all,
  }
}

/** POST /api/billing/v1/plan: refused when the members would not fit ('plan_too_small'). */
export async function changePlan(
  deps: AppDeps,
  auth: AuthContext,
  input: { planId: PlanId; paymentMethod?: PaymentMethod | undefined },
): Promise<BillingSummary> {
  requireBillingAdmin(auth)
  const clientId = auth.node.clientId
  await atomic(deps.db, async (tx) => {
    const sub = await findSubscription(tx, clientId, { lock: true })
    if (!sub) throw notFound()
    const count = await countPlanMembers(tx, clientId)
    if (planOf(input.planId).maxMembers < count)
      throw new ApiError('plan_too_small', { memberCount: count }, 'plan_too_small')
    await tx
      .update(subscriptions)
      .set({
        planId: input.planId,
        paymentMethod: input.paymentMethod ?? sub.paymentMethod,
        updatedAt: deps.now().toISOString(),
      })
      .where(eq(subscriptions.id, sub.id))
  })
  deps.logger.info(
    { event: 'plan_changed', clientId, planId: input.planId },
    'billing: plan changed',
  )
  return billingSummary(deps, auth)
}

/**
 * Marks a charge paid, its invoice paid, and brings the subscription's status up to date
 * (active when nothing else is overdue). Idempotent: a paid charge stays as it is.
 */
async function markChargePaid(tx: DbOrTx, charge: ChargeRow, now: Date): Promise<void> {
  const at = now.toISOString()
  const moved = await tx
    .update(charges)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(and(eq(charges.id, charge.id), eq(charges.status, 'pending')))
    .returning({ id: charges.id })
  // A declined charge never pays its invoice.
  if (moved.length === 0 && charge.status !== 'paid') return
  await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(and(eq(invoices.id, charge.invoiceId), eq(invoices.status, 'open')))
  await advanceSubscription(tx, charge.clientId, now)
}

/** POST /api/billing/v1/invoices/:id/charges. A declined card is kept (last 4 digits) and answered 422. */
export async function createInvoiceCharge(
  deps: AppDeps,
  auth: AuthContext,
  invoiceId: string,
  request: ProviderChargeRequest,
): Promise<Charge> {
  requireBillingAdmin(auth)
  const invoice = await findInvoice(deps.db, invoiceId)
  if (!invoice || invoice.clientId !== auth.node.clientId) throw notFound()
  if (invoice.status !== 'open') throw new ApiError('invoice_not_open')
  const provider = createProvider(deps.config.billing)
  const id = uuidv7()
  const made = await provider.createCharge(
    { id: invoice.id, amountCents: invoice.amountCents, dueDate: invoice.dueDate },
    request,
    id,
  )
  const now = deps.now()
  const row = await atomic(deps.db, async (tx) => {
    const [inserted] = await tx
      .insert(charges)
      .values({
        id,
        clientId: invoice.clientId,
        invoiceId: invoice.id,
        method: made.method,
        status: made.status === 'paid' ? 'pending' : made.status,
        provider: provider.name,
        providerChargeId: made.providerChargeId,
        pixPayload: made.pixPayload,
        boletoLine: made.boletoLine,
        boletoBarcode: made.boletoBarcode,
        // Only ever the last four digits: the provider's answer has no more than that.
        cardLast4: made.cardLast4?.slice(-4) ?? null,
      })
      .returning()
    if (!inserted) throw new Error('charge not stored')
    if (made.status === 'paid') await markChargePaid(tx, inserted, now)
    return (await findCharge(tx, id)) ?? inserted
  })
  deps.logger.info(
    { event: 'charge_created', chargeId: id, method: made.method, status: row.status },
    'billing: charge created',
  )
  if (row.status === 'declined') throw new ApiError('card_declined')
  return chargeOut(row)
}

/** Applies a verified event once: a replay (same provider and event id) changes nothing. */
async function applyEvent(
  deps: AppDeps,
  providerName: string,
  event: WebhookEvent,
): Promise<{ applied: boolean }> {
  const now = deps.now()
  return atomic(deps.db, async (tx) => {
    const claimed = await tx
      .insert(billingWebhookEvents)
      .values({
        provider: providerName,
        eventId: event.id,
        type: event.type,
        chargeId: event.chargeId,
      })
      .onConflictDoNothing()
      .returning({ id: billingWebhookEvents.id })
    if (claimed.length === 0) return { applied: false }
    const charge = await findProviderCharge(tx, providerName, event.chargeId)
    if (!charge) return { applied: false }
    if (event.type === 'charge.paid') await markChargePaid(tx, charge, now)
    else
      await tx
        .update(charges)
        .set({ status: 'declined', updatedAt: now.toISOString() })
        .where(and(eq(charges.id, charge.id), eq(charges.status, 'pending')))
    return { applied: true }
  })
}

/** POST /api/billing/v1/webhooks/:provider: a bad or missing signature is a 401 and changes nothing. */
export async function receiveWebhook(
  deps: AppDeps,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<{ applied: boolean }> {
  const provider = createProvider(deps.config.billing)
  if (providerName !== provider.name) throw notFound()
  const event = provider.verifyWebhook(rawBody, headers)
  if (!event) {
    deps.logger.warn({ event: 'webhook_refused', provider: providerName }, 'billing: bad webhook')
    throw new ApiError('invalid_signature')
  }
  const result = await applyEvent(deps, provider.name, event)
  deps.logger.info(
    { event: 'webhook', provider: providerName, type: event.type, applied: result.applied },
    'billing: webhook',
  )
  return result
}

/**
 * POST /api/billing/v1/sandbox/charges/:id/pay (sandbox provider only): what the payer's bank
 * would do. Builds the signed notification and runs it through the same handler.
 */
export async function sandboxPay(
  deps: AppDeps,
  auth: AuthContext,
  chargeId: string,
): Promise<{ applied: boolean }> {
  requireBillingAdmin(auth)
  if (deps.config.billing.provider !== 'sandbox') throw notFound()
  const charge = await findCharge(deps.db, chargeId)
  if (!charge || charge.clientId !== auth.node.clientId) throw notFound()
  const body = JSON.stringify({
    id: `sandbox-${charge.id}`,
    type: 'charge.paid',
    chargeId: charge.providerChargeId,
  })
  const headers = new Headers({
    [SIGNATURE_HEADER]: signWebhook(body, deps.config.billing.webhookSecret),
  })
  return receiveWebhook(deps, 'sandbox', body, headers)
}

/**
 * Refuses `added` NEW counted members (one, or a batch replayed together) when the
 * organisation's plan has no room for them ('member_limit_reached'). Locks the subscription row,
 * so two racing creates of one organisation are counted one after the other. Organisations
 * without a subscription have no limit.
 */
export async function assertMemberRoom(tx: DbOrTx, clientId: string, added = 1): Promise<void> {
  const sub = await findSubscription(tx, clientId, { lock: true })
  if (!sub) return
  const limit = planOf(sub.planId).maxMembers
  const count = await countPlanMembers(tx, clientId)
  if (count + added > limit)
    throw new ApiError('member_limit_reached', { memberLimit: limit }, 'member_limit_reached')
}
