import {
  billingSummaryResponseSchema,
  cepAddressResponseSchema,
  type CepAddress,
  chargeResponseSchema,
  signupResponseSchema,
  type BillingSummary,
  type Charge,
  type ChargeRequest,
  type ContactInput,
  type PaymentMethod,
  type PlanId,
  type SignupInput,
} from './contracts/billing'
import { request } from './http'

/** Sign-up and billing calls (issue 18, sync/contracts/billing.ts). */

/** POST /api/signup/v1: public; the same idempotency key always makes one organisation. */
export async function signUp(input: SignupInput): Promise<{ trialDays: number }> {
  const answer = await request('POST', '/signup/v1', {
    body: input,
    schema: signupResponseSchema,
    token: null,
  })
  return answer.data
}

/** GET /api/signup/v1/cep/:cep: the address of a CEP, or null when unknown, offline or off. */
export async function lookupCepAddress(cep: string): Promise<CepAddress | null> {
  try {
    const answer = await request('GET', `/signup/v1/cep/${encodeURIComponent(cep)}`, {
      schema: cepAddressResponseSchema,
      token: null,
    })
    return answer.data
  } catch {
    return null
  }
}

/** POST /api/signup/v1/contact: above 750 members, "fale conosco". */
export async function sendSignupContact(input: ContactInput): Promise<void> {
  await request('POST', '/signup/v1/contact', { body: input, token: null })
}

/** GET /api/billing/v1: the organisation's subscription (administrators only). */
export async function fetchBilling(): Promise<BillingSummary> {
  const answer = await request('GET', '/billing/v1', { schema: billingSummaryResponseSchema })
  return answer.data
}

export async function changePlan(planId: PlanId, paymentMethod?: PaymentMethod): Promise<void> {
  await request('POST', '/billing/v1/plan', { body: { planId, paymentMethod } })
}

/** POST /api/billing/v1/invoices/:id/charges. Card data goes straight to the server, never stored. */
export async function chargeInvoice(invoiceId: string, body: ChargeRequest): Promise<Charge> {
  const answer = await request(
    'POST',
    `/billing/v1/invoices/${encodeURIComponent(invoiceId)}/charges`,
    { body, schema: chargeResponseSchema },
  )
  return answer.data
}

/** Sandbox only: marks a charge paid as the provider's webhook would. */
export async function simulateChargePaid(chargeId: string): Promise<void> {
  await request('POST', `/billing/v1/sandbox/charges/${encodeURIComponent(chargeId)}/pay`)
}
