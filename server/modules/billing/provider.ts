import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PaymentMethod } from '../../../sync/contracts/billing'

/**
 * The one boundary between Celeiro and a payment provider (docs/billing.md): the interface and
 * the notifications' signature. The billing services never talk to a provider any other way: a
 * real Brazilian provider plugs in by implementing this interface and being named in
 * `createProvider` (providers.ts). This file imports no provider.
 */

/** The invoice being paid, as the provider needs it. */
export interface ChargeInvoice {
  id: string
  amountCents: number
  /** ISO date. */
  dueDate: string
}

/** The payer's choice; card data is passed through and never stored. */
export type ProviderChargeRequest =
  | { method: 'pix' }
  | { method: 'boleto' }
  | { method: 'card'; card: { number: string; holder: string; expiry: string; cvv: string } }

/** What the provider answers: what the payer needs, and never a card number. */
export interface ProviderCharge {
  method: PaymentMethod
  status: 'pending' | 'paid' | 'declined'
  providerChargeId: string
  pixPayload: string | null
  boletoLine: string | null
  boletoBarcode: string | null
  cardLast4: string | null
}

/** A verified notification: `chargeId` is the provider's charge id. */
export interface WebhookEvent {
  id: string
  type: 'charge.paid' | 'charge.failed'
  chargeId: string
}

export interface PaymentProvider {
  readonly name: string
  /**
   * Creates the charge for an invoice. `chargeId` is Celeiro's id for it (a txid / nosso-número
   * can be derived from it). A card that fails the Luhn check throws ApiError('invalid_card').
   */
  createCharge(
    invoice: ChargeInvoice,
    request: ProviderChargeRequest,
    chargeId: string,
  ): Promise<ProviderCharge>
  /** The parsed event when the signature over the raw body is right, else null. */
  verifyWebhook(rawBody: string, headers: Headers): WebhookEvent | null
}

export const SIGNATURE_HEADER = 'x-celeiro-signature'

/** `sha256=<hex>`: HMAC-SHA256 of the raw body with the webhook secret. */
export function signWebhook(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`
}

/**
 * Compares the header with the expected signature in constant time. Without a secret nothing
 * matches: a key anyone could know (one written in the source) proves nothing.
 */
export function signatureMatches(rawBody: string, header: string | null, secret: string): boolean {
  if (!header || secret === '') return false
  const expected = Buffer.from(signWebhook(rawBody, secret), 'utf8')
  const given = Buffer.from(header.trim(), 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The event of a notification body, or null when it is not one. */
export function parseWebhookEvent(rawBody: string): WebhookEvent | null {
  let value: unknown
  try {
    value = JSON.parse(rawBody)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { id, type, chargeId } = value as Record<string, unknown>
  if (typeof id !== 'string' || id === '' || id.length > 100) return null
  if (type !== 'charge.paid' && type !== 'charge.failed') return null
  if (typeof chargeId !== 'string' || chargeId === '' || chargeId.length > 100) return null
  return { id, type, chargeId }
}
