import { and, eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { Charge } from '../../../sync/contracts/billing'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { billingWebhookEvents, charges, invoices } from '../../db/schema'
import type { Config } from '../../config'
import type { AppDeps } from '../../http/app-env'
import { ApiError, notFound } from '../../http/errors'
import { sendDueMails } from '../mail-queue/mail-queue'
import { advanceSubscription, requireBillingAdmin } from './billing.service'
import { queueInvoicePaid } from './billing-notices'
import { findCharge, findInvoice, findProviderCharge, type ChargeRow } from './billing.repo'
import { chargeOut } from './billing-views'
import './messages'
import type { ProviderChargeRequest, WebhookEvent } from './provider'
import { createProvider } from './providers'

/**
 * Paying an invoice (docs/billing.md): a charge through the payment provider, then the
 * provider's signed notifications (webhooks), each applied once. The sandbox's "pay" button
 * applies the notification its bank would send, on a development setup only.
 */

/**
 * Marks a charge paid, its invoice paid, and brings the subscription's status up to date
 * (active when nothing else is overdue). Idempotent: a paid charge stays as it is.
 */
async function markChargePaid(
  tx: DbOrTx,
  config: Config,
  charge: ChargeRow,
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  const moved = await tx
    .update(charges)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(and(eq(charges.id, charge.id), eq(charges.status, 'pending')))
    .returning({ id: charges.id })
  // A declined charge never pays its invoice.
  if (moved.length === 0 && charge.status !== 'paid') return
  const [paid] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(and(eq(invoices.id, charge.invoiceId), eq(invoices.status, 'open')))
    .returning()
  // The administrators' "payment received" mails, queued with the payment (once: it moves once).
  if (paid) await queueInvoicePaid(tx, config, paid, now)
  await advanceSubscription(tx, charge.clientId, now)
}

/**
 * Sends the queued mails now, after the answer (a payment's mail need not wait for the minute's
 * sender of the jobs process); a failure is left to that sender.
 */
function sendQueuedSoon(deps: AppDeps): void {
  sendDueMails(deps).catch((err: unknown) =>
    deps.logger.warn({ err }, 'billing: sending the queued mails failed; the sender retries'),
  )
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
    if (made.status === 'paid') await markChargePaid(tx, deps.config, inserted, now)
    return (await findCharge(tx, id)) ?? inserted
  })
  deps.logger.info(
    { event: 'charge_created', chargeId: id, method: made.method, status: row.status },
    'billing: charge created',
  )
  if (row.status === 'paid') sendQueuedSoon(deps)
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
    if (event.type === 'charge.paid') await markChargePaid(tx, deps.config, charge, now)
    else
      await tx
        .update(charges)
        .set({ status: 'declined', updatedAt: now.toISOString() })
        .where(and(eq(charges.id, charge.id), eq(charges.status, 'pending')))
    return { applied: true }
  })
}

/**
 * POST /api/billing/v1/webhooks/:provider: a bad or missing signature is a 401 and changes
 * nothing, and so is every notification while BILLING_WEBHOOK_SECRET is unset.
 */
export async function receiveWebhook(
  deps: AppDeps,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<{ applied: boolean }> {
  const provider = createProvider(deps.config.billing)
  if (providerName !== provider.name) throw notFound()
  // Without a configured secret no notification is believed (the sandbox's pay route does not need one).
  const event = deps.config.billing.webhookSecret ? provider.verifyWebhook(rawBody, headers) : null
  if (!event) {
    deps.logger.warn(
      {
        event: 'webhook_refused',
        provider: providerName,
        reason: deps.config.billing.webhookSecret ? 'signature' : 'no BILLING_WEBHOOK_SECRET',
      },
      'billing: webhook refused',
    )
    throw new ApiError('invalid_signature')
  }
  const result = await applyEvent(deps, provider.name, event)
  if (result.applied) sendQueuedSoon(deps)
  deps.logger.info(
    { event: 'webhook', provider: providerName, type: event.type, applied: result.applied },
    'billing: webhook',
  )
  return result
}

/**
 * POST /api/billing/v1/sandbox/charges/:id/pay: what the payer's bank would do, on a
 * development setup with the sandbox provider only (`config.billing.sandboxPayments`; anywhere
 * else the route answers 404 as if it did not exist). Applies the `charge.paid` notification
 * the sandbox would send, as the webhook handler applies it, without signing it: no secret is
 * needed, and none written in the source exists.
 */
export async function sandboxPay(
  deps: AppDeps,
  auth: AuthContext,
  chargeId: string,
): Promise<{ applied: boolean }> {
  if (!deps.config.billing.sandboxPayments) throw notFound()
  requireBillingAdmin(auth)
  const charge = await findCharge(deps.db, chargeId)
  if (!charge || charge.clientId !== auth.node.clientId) throw notFound()
  const event: WebhookEvent = {
    id: `sandbox-${charge.id}`,
    type: 'charge.paid',
    chargeId: charge.providerChargeId,
  }
  // Only the sandbox's own charges: a charge a real provider made is paid by that provider.
  const result = await applyEvent(deps, 'sandbox', event)
  if (result.applied) sendQueuedSoon(deps)
  deps.logger.info(
    { event: 'sandbox_payment', chargeId: charge.id, applied: result.applied },
    'billing: sandbox payment',
  )
  return result
}
