import { planById } from '../../sync/contracts/billing'
import { billingPeriod } from '../../sync/rules/billing-status'
import type { DbOrTx } from '../db/client'
import { charges, invoices, subscriptions } from '../db/schema'

const DAY_MS = 86_400_000

/**
 * The demo organisation's subscription (docs/billing.md): active on the plan up to 750 members
 * (the demo has about 270 active members, well below the limit and its 90 % warning), its trial
 * ended 32 days ago, the first month paid by card; the second month's invoice opens with the
 * next status check (GET /billing, /me or the hourly timer) and is due a few days later.
 */
export async function seedDemoBilling(tx: DbOrTx, clientId: string, now = new Date()) {
  const plan = planById('up_to_750')
  if (!plan) throw new Error('seed: plan')
  const trialEndsAt = new Date(now.getTime() - 32 * DAY_MS).toISOString()
  await tx.insert(subscriptions).values({
    clientId,
    planId: plan.id,
    status: 'active',
    trialEndsAt,
    paymentMethod: 'pix',
    payerName: 'Ana Beatriz Lima',
    payerCnpj: '11222333000181',
    cep: '13010111',
    street: 'Rua Barão de Jaguara',
    number: '1000',
    district: 'Centro',
    city: 'Campinas',
    state: 'SP',
  })
  const first = billingPeriod(trialEndsAt, 0)
  const paidAt = new Date(Date.parse(`${first.periodStart}T12:00:00Z`) + 2 * DAY_MS).toISOString()
  const [invoice] = await tx
    .insert(invoices)
    .values({
      clientId,
      planId: plan.id,
      amountCents: plan.priceCents,
      ...first,
      status: 'paid',
      paidAt,
    })
    .returning()
  if (!invoice) throw new Error('seed: invoice')
  const chargeId = crypto.randomUUID()
  await tx.insert(charges).values({
    id: chargeId,
    clientId,
    invoiceId: invoice.id,
    method: 'card',
    status: 'paid',
    provider: 'sandbox',
    providerChargeId: chargeId,
    cardLast4: '1111',
    paidAt,
  })
}
