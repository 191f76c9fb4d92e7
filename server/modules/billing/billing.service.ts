import { eq } from 'drizzle-orm'
import type { Me } from '../../../sync/contracts/auth'
import {
  planById,
  type BillingSummary,
  type PlanId,
  type PaymentMethod,
} from '../../../sync/contracts/billing'
import { decideBilling } from '../../../sync/rules/billing-status'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type Db, type DbOrTx } from '../../db/client'
import { invoices, subscriptions } from '../../db/schema'
import { readConfig, type Config } from '../../config'
import type { AppDeps, Mailer } from '../../http/app-env'
import { ApiError, forbidden, notFound } from '../../http/errors'
import type { Logger } from '../../logger'
import {
  countPlanMembers,
  findSubscription,
  listCharges,
  listInvoices,
  readSubscriptionState,
  type SubscriptionState,
  type SubscriptionRow,
} from './billing.repo'
import { invoiceOut } from './billing-views'
import { createMailer } from '../mail/mailer'
import { sendDueMails } from '../mail-queue/mail-queue'
import { queueBillingNotices } from './billing-notices'
import { expireUnconfirmedSignups } from './signup-expiry'
import './messages'

/**
 * The subscription (docs/billing.md): its status and invoices over time, the brief of /me, the
 * administrators' summary and plan change, and the plan's member limit. Statuses move by the
 * pure rule of sync/rules/billing-status.ts, applied idempotently by `advanceSubscription`.
 * Nothing is deleted or locked for non-payment. Paying (charges, webhooks) is payments.service.ts.
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

export interface BillingPassDeps {
  db: Db
  config: Config
  logger: Logger
  mailer: Mailer
}

/**
 * One billing pass (issue 50): every subscription brought up to `now` (the invoices of periods
 * begun issued, once: (client, period_start) is unique), the mails now due queued for the
 * administrators (billing-notices.ts: once each, by their dedupe keys), unconfirmed sign-ups
 * expired, then the queued mails sent. Safe to run at any time, any number of times, in any
 * number of processes at once. One organisation's failure is logged and the others go on.
 */
export async function runBillingPass(
  deps: BillingPassDeps,
  now: () => Date,
): Promise<{ subscriptions: number; mailsQueued: number; expired: number; mailsSent: number }> {
  const { db, config, logger } = deps
  const rows = await db.select({ clientId: subscriptions.clientId }).from(subscriptions)
  let mailsQueued = 0
  for (const row of rows) {
    try {
      const sub = await advanceSubscription(db, row.clientId, now())
      if (sub) mailsQueued += await queueBillingNotices(db, config, sub, now())
    } catch (err) {
      logger.error({ err, clientId: row.clientId }, 'billing: the pass failed for an organisation')
    }
  }
  const expired = await expireUnconfirmedSignups(db, now(), logger)
  const { sent } = await sendDueMails({ ...deps, now })
  return { subscriptions: rows.length, mailsQueued, expired, mailsSent: sent }
}

/** How often the queued mails are looked at between billing passes. */
export const MAIL_SEND_INTERVAL_MS = 60_000

/**
 * Starts the hourly billing pass (runBillingPass) and, every minute, the mail sender; the
 * returned function stops them. The timers never keep the process alive. Without `config` and
 * `mailer` it reads the environment's settings and makes the mailer as server/main.ts does.
 */
export function startBillingTimer(
  db: Db,
  logger: Logger,
  opts: { now?: () => Date; config?: Config; mailer?: Mailer } = {},
): () => void {
  const now = opts.now ?? (() => new Date())
  const config = opts.config ?? readConfig()
  let mailer: Promise<Mailer> | undefined
  const deps = async (): Promise<BillingPassDeps> => {
    mailer ??= opts.mailer ? Promise.resolve(opts.mailer) : createMailer(config, logger)
    return { db, config, logger, mailer: await mailer }
  }
  const run = () => {
    deps()
      .then((d) => runBillingPass(d, now))
      .catch((err: unknown) => logger.error({ err }, 'billing: the billing pass failed'))
  }
  const send = () => {
    deps()
      .then((d) => sendDueMails({ ...d, now }))
      .catch((err: unknown) => logger.error({ err }, 'billing: sending the queued mails failed'))
  }
  const timer = setInterval(run, 60 * 60_000)
  timer.unref()
  const mails = setInterval(send, MAIL_SEND_INTERVAL_MS)
  mails.unref()
  const first = setTimeout(run, 5_000)
  first.unref()
  return () => {
    clearInterval(timer)
    clearInterval(mails)
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
export function requireBillingAdmin(auth: AuthContext): void {
  if (auth.levelOrder !== 0) throw forbidden()
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
