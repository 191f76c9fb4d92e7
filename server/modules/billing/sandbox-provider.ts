import { buildStaticBrCode } from '../../../sync/rules/pix-br-code'
import type { BillingConfig } from '../../config'
import { ApiError } from '../../http/errors'
import { buildBoleto } from './boleto'
import {
  parseWebhookEvent,
  signatureMatches,
  SIGNATURE_HEADER,
  type ChargeInvoice,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderChargeRequest,
} from './provider'

/** Sandbox test cards (docs/billing.md): these approve, this one declines. */
export const SANDBOX_APPROVED_CARDS = ['4111111111111111', '5555555555554444'] as const
export const SANDBOX_DECLINED_CARD = '4000000000000002'

/** The Luhn check of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

const hexOf = (id: string) => id.replace(/-/g, '').toLowerCase()

/** A PIX txid from the charge id: its last 25 hex digits ([A-Za-z0-9], at most 25). */
export const pixTxid = (chargeId: string) => hexOf(chargeId).slice(-25).toUpperCase()

/** A 10-digit nosso-número complement from the charge id. */
export function nossoNumero(chargeId: string): string {
  return (BigInt(`0x${hexOf(chargeId)}`) % 10_000_000_000n).toString().padStart(10, '0')
}

/**
 * The built-in provider: real formats, no network, no money. PIX is a static BR Code with the
 * amount and a txid; the boleto follows Banco do Brasil's 7-digit-convênio free field
 * ("000000" + convênio + nosso-número complement + carteira 17); cards are approved or
 * declined by the test numbers above. Payments arrive as signed webhooks (the sandbox "pay"
 * route builds one).
 */
export function createSandboxProvider(config: BillingConfig): PaymentProvider {
  /** Built synchronously; createCharge turns a throw into a rejected promise. */
  function chargeOf(
    invoice: ChargeInvoice,
    request: ProviderChargeRequest,
    chargeId: string,
  ): ProviderCharge {
    const base = {
      method: request.method,
      providerChargeId: chargeId,
      pixPayload: null,
      boletoLine: null,
      boletoBarcode: null,
      cardLast4: null,
    }
    if (request.method === 'pix') {
      const built = buildStaticBrCode({
        key: config.pixKey,
        merchantName: config.pixMerchantName,
        merchantCity: config.pixMerchantCity,
        amount: invoice.amountCents,
        txid: pixTxid(chargeId),
      })
      if (!built.ok) throw new Error(`sandbox PIX: ${built.error}`)
      return { ...base, status: 'pending', pixPayload: built.value }
    }
    if (request.method === 'boleto') {
      const agreement = config.boletoAgreement.padStart(7, '0').slice(-7)
      const built = buildBoleto({
        bankCode: config.boletoBank,
        dueDate: invoice.dueDate,
        amount: invoice.amountCents,
        freeField: `000000${agreement}${nossoNumero(chargeId)}17`,
      })
      if (!built.ok) throw new Error(`sandbox boleto: ${built.error}`)
      return {
        ...base,
        status: 'pending',
        boletoLine: built.value.linhaDigitavel,
        boletoBarcode: built.value.barcode,
      }
    }
    const number = request.card.number.replace(/\D/g, '')
    if (!passesLuhn(number)) throw new ApiError('invalid_card')
    const approved = (SANDBOX_APPROVED_CARDS as readonly string[]).includes(number)
    return {
      ...base,
      status: approved ? 'paid' : 'declined',
      cardLast4: number.slice(-4),
    }
  }
  return {
    name: 'sandbox',
    createCharge: (invoice, request, chargeId) =>
      new Promise<ProviderCharge>((resolve) => resolve(chargeOf(invoice, request, chargeId))),
    verifyWebhook(rawBody: string, headers: Headers) {
      if (!signatureMatches(rawBody, headers.get(SIGNATURE_HEADER), config.webhookSecret))
        return null
      return parseWebhookEvent(rawBody)
    },
  }
}
