import { eq } from 'drizzle-orm'
import { planById, type BillingSummary } from '../../../sync/contracts/billing'
import { localDateOf } from '../../../sync/contracts/dates'
import {
  addDays,
  BILLING_TIME_ZONE,
  GRACE_DAYS,
  periodsUntil,
} from '../../../sync/rules/billing-status'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type Tx } from '../../db/client'
import { invoices, subscriptions } from '../../db/schema'
import type { AppDeps } from '../../http/app-env'
import { notFound } from '../../http/errors'
import { advanceSubscription, billingSummary, requireBillingAdmin } from './billing.service'
import { findSubscription, listInvoices } from './billing.repo'

/**
 * An administrator cancels and reactivates the subscription (issue 50, docs/billing.md
 * "Cancelling"). Both are idempotent (a second click changes nothing) and answer the summary.
 */

/**
 * POST /api/billing/v1/cancel: no invoice is issued any more and no reminder is mailed; the
 * invoices already issued stay as they are (open ones can still be paid). Nothing is locked.
 */
export function cancelSubscription(deps: AppDeps, auth: AuthContext): Promise<BillingSummary> {
  return changeSubscription(deps, auth, 'subscription_cancelled', async (tx, clientId, now) => {
    // Up to date first: the period begun before the cancellation keeps its invoice.
    const sub = await advanceSubscription(tx, clientId, now)
    if (!sub) throw notFound()
    if (sub.status === 'cancelled') return false
    const at = now.toISOString()
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
      .where(eq(subscriptions.id, sub.id))
    return true
  })
}

/**
 * POST /api/billing/v1/reactivate: the subscription runs again from today. The months it was
 * cancelled are not billed (their periods get a `void` invoice, so the rule does not issue them
 * now); the period under way gets its invoice, due GRACE_DAYS from today at the earliest. During
 * the trial it is simply back in the trial.
 */
export function reactivateSubscription(deps: AppDeps, auth: AuthContext): Promise<BillingSummary> {
  return changeSubscription(deps, auth, 'subscription_reactivated', async (tx, clientId, now) => {
    const sub = await findSubscription(tx, clientId, { lock: true })
    if (!sub) throw notFound()
    if (sub.status !== 'cancelled') return false
    const known = new Set((await listInvoices(tx, clientId)).map((i) => i.periodStart))
    const today = localDateOf(now, BILLING_TIME_ZONE)
    const missing = periodsUntil(sub.trialEndsAt, now).filter((p) => !known.has(p.periodStart))
    const amountCents = planById(sub.planId)?.priceCents ?? 0
    const earliestDue = addDays(today, GRACE_DAYS)
    if (missing.length > 0)
      await tx
        .insert(invoices)
        .values(
          missing.map((p) => {
            const current = p.periodStart <= today && today <= p.periodEnd
            return {
              clientId,
              planId: sub.planId,
              amountCents,
              ...p,
              dueDate: current && p.dueDate < earliestDue ? earliestDue : p.dueDate,
              status: current ? ('open' as const) : ('void' as const),
            }
          }),
        )
        .onConflictDoNothing()
    const at = now.toISOString()
    await tx
      .update(subscriptions)
      .set({
        status: now.getTime() < Date.parse(sub.trialEndsAt) ? 'trial' : 'active',
        cancelledAt: null,
        updatedAt: at,
      })
      .where(eq(subscriptions.id, sub.id))
    await advanceSubscription(tx, clientId, now)
    return true
  })
}

/**
 * An administrator's change of the subscription, in one transaction: `change` answers whether it
 * changed anything (a second click does not), which is then logged as `event`; the answer is the
 * summary after it.
 */
async function changeSubscription(
  deps: AppDeps,
  auth: AuthContext,
  event: 'subscription_cancelled' | 'subscription_reactivated',
  change: (tx: Tx, clientId: string, now: Date) => Promise<boolean>,
): Promise<BillingSummary> {
  requireBillingAdmin(auth)
  const clientId = auth.node.clientId
  const now = deps.now()
  const changed = await atomic(deps.db, (tx) => change(tx, clientId, now))
  if (changed) deps.logger.info({ event, clientId }, `billing: ${event.replace('_', ' ')}`)
  return billingSummary(deps, auth)
}
