import { z } from 'zod'
import { multilineText, nameSchema, siglaSchema, text } from './common'
import { isValidCnpj, isValidCpf, onlyDigits } from './documents'
import { SUBSCRIPTION_STATUSES, strongPasswordSchema } from './auth'
import { emailSchema } from './users'
import { BRAZIL_STATES } from './members/fields'
import { lazy } from './lazy'

/**
 * Sign-up and billing (spec §1, §4, §5, §9; issue 18; docs/billing.md). A client organisation
 * has one subscription: a plan chosen by member count, a 30-day trial, then monthly invoices
 * paid by PIX, boleto or card through one payment-provider interface. Money = integer centavos.
 * Error messages are stable codes the app translates.
 */

/** Spec §9: plans by member count; above the last one the organisation talks to us. */
export const PLANS = [
  { id: 'up_to_50', maxMembers: 50, priceCents: 5990 },
  { id: 'up_to_150', maxMembers: 150, priceCents: 15990 },
  { id: 'up_to_300', maxMembers: 300, priceCents: 27990 },
  { id: 'up_to_750', maxMembers: 750, priceCents: 62990 },
] as const
export type Plan = (typeof PLANS)[number]
export type PlanId = Plan['id']
export const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]]

/** Spec §9: the first month is free. */
export const TRIAL_DAYS = 30
/** An organisation is warned when its members reach this share of the plan's limit. */
export const MEMBER_LIMIT_WARNING_RATIO = 0.9

export function planById(id: string): Plan | null {
  return PLANS.find((plan) => plan.id === id) ?? null
}

/** The smallest plan that holds `memberCount` members, or null when only a contact will do. */
export function smallestPlanFor(memberCount: number): Plan | null {
  return PLANS.find((plan) => plan.maxMembers >= memberCount) ?? null
}

export const PAYMENT_METHODS = ['pix', 'boleto', 'card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export { SUBSCRIPTION_STATUSES }
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

export const BILLING_ISSUES = [
  'passwords_do_not_match',
  'invalid_cpf',
  'invalid_cnpj',
  'invalid_phone',
  'invalid_cep',
  'invalid_state',
  'plan_too_small',
  'plan_unknown',
  'member_limit_reached',
  'card_declined',
  'invalid_card',
  'invoice_not_open',
  'invalid_signature',
] as const
export type BillingIssue = (typeof BILLING_ISSUES)[number]

const requiredCpf = lazy(() =>
  z
    .string()
    .trim()
    .refine((value) => isValidCpf(value), 'invalid_cpf')
    .transform(onlyDigits),
)
/**
 * The church's own CNPJ at sign-up, or none: many congregations have no CNPJ of their own and
 * use their headquarters'. Blank is '' (an organisation without a CNPJ claims none, and the
 * known-CNPJ check is skipped for it); typed, it must be valid (docs/billing.md, "Without a CNPJ").
 */
const optionalCnpj = lazy(() =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isValidCnpj(value), 'invalid_cnpj')
    .transform(onlyDigits),
)
/** A Brazilian phone: DDD + 8 or 9 digits, however it was typed. */
export const brPhoneSchema = lazy(() =>
  z
    .string()
    .trim()
    .transform(onlyDigits)
    .refine((digits) => digits.length === 10 || digits.length === 11, 'invalid_phone'),
)
const cepSchema = lazy(() =>
  z
    .string()
    .trim()
    .transform(onlyDigits)
    .refine((digits) => digits.length === 8, 'invalid_cep'),
)

/** Step 1: access data. */
export const signupAccessSchema = lazy(() =>
  z
    .object({ email: emailSchema, password: strongPasswordSchema, passwordConfirm: z.string() })
    .refine((value) => value.password === value.passwordConfirm, {
      message: 'passwords_do_not_match',
      path: ['passwordConfirm'],
    }),
)
/** Step 2: the user, usually the pastor, who becomes the organisation's administrator. */
export const signupPersonSchema = lazy(() =>
  z.object({
    fullName: nameSchema,
    cpf: requiredCpf,
    phone: brPhoneSchema,
  }),
)
/** Step 3: the church; its address is the subscription's billing address (boletos need one). */
export const signupChurchSchema = lazy(() =>
  z.object({
    name: nameSchema,
    sigla: siglaSchema,
    cnpj: optionalCnpj,
    cep: cepSchema,
    street: text(200).min(1, 'required'),
    number: text(20).min(1, 'required'),
    complement: text(100).default(''),
    district: text(100).min(1, 'required'),
    city: text(100).min(1, 'required'),
    state: z.enum(BRAZIL_STATES, 'invalid_state'),
  }),
)
/** Step 4: the plan and how the organisation will pay after the trial. */
export const signupPlanSchema = lazy(() =>
  z.object({
    planId: z.enum(PLAN_IDS, 'plan_unknown'),
    paymentMethod: z.enum(PAYMENT_METHODS),
  }),
)

/**
 * POST /api/signup/v1. The same idempotency key always yields the same single organisation;
 * the answer is the same whether or not the e-mail or CNPJ was already known (the known
 * address gets a mail saying so instead of a second organisation).
 */
export const signupSchema = lazy(() =>
  z.object({
    idempotencyKey: z.uuid(),
    language: z.enum(['pt-BR', 'en', 'es']).default('pt-BR'),
    access: signupAccessSchema,
    person: signupPersonSchema,
    church: signupChurchSchema,
    plan: signupPlanSchema,
  }),
)
export type SignupInput = z.input<typeof signupSchema>
export type Signup = z.output<typeof signupSchema>
export const signupResponseSchema = lazy(() =>
  z.object({
    data: z.object({ ok: z.literal(true), trialDays: z.literal(TRIAL_DAYS) }),
  }),
)

/** POST /api/signup/v1/contact: above 750 members, "fale conosco". Lands in the mail folder / SMTP. */
export const contactSchema = lazy(() =>
  z.object({
    name: nameSchema,
    email: emailSchema,
    phone: brPhoneSchema,
    organisation: nameSchema,
    memberCount: z.coerce.number().int().min(751).max(10_000_000),
    message: multilineText(2000).default(''),
  }),
)
export type ContactInput = z.input<typeof contactSchema>

/** A charge made for an invoice: what the payer needs to pay it. Card numbers are never kept. */
export const chargeSchema = lazy(() =>
  z.object({
    id: z.string(),
    invoiceId: z.string(),
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(['pending', 'paid', 'declined']),
    /** PIX: the BR Code (copy-and-paste line; the app draws it as a QR code). */
    pixPayload: z.string().nullable(),
    /** Boleto: the 47-digit linha digitável and the 44-digit barcode. */
    boletoLine: z.string().nullable(),
    boletoBarcode: z.string().nullable(),
    /** Card: the last four digits, for the history. */
    cardLast4: z.string().nullable(),
    createdAt: z.string(),
  }),
)
export type Charge = z.infer<typeof chargeSchema>

export const invoiceSchema = lazy(() =>
  z.object({
    id: z.string(),
    planId: z.enum(PLAN_IDS),
    amountCents: z.int(),
    /** The month it pays for, first and last day (ISO dates). */
    periodStart: z.string(),
    periodEnd: z.string(),
    dueDate: z.string(),
    status: z.enum(INVOICE_STATUSES),
    paidAt: z.string().nullable(),
    charges: z.array(chargeSchema),
  }),
)
export type Invoice = z.infer<typeof invoiceSchema>

/** GET /api/billing/v1: for the organisation's administrators (role level 0) only. */
export const billingSummarySchema = lazy(() =>
  z.object({
    planId: z.enum(PLAN_IDS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    trialEndsAt: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    memberCount: z.int(),
    memberLimit: z.int(),
    /** The next invoice to pay (open), or null. */
    nextInvoice: invoiceSchema.nullable(),
    invoices: z.array(invoiceSchema),
  }),
)
export type BillingSummary = z.infer<typeof billingSummarySchema>
export const billingSummaryResponseSchema = lazy(() => z.object({ data: billingSummarySchema }))

/** POST /api/billing/v1/plan: a plan smaller than the member count is refused ('plan_too_small'). */
export const changePlanSchema = lazy(() =>
  z.object({
    planId: z.enum(PLAN_IDS, 'plan_unknown'),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  }),
)

/** POST /api/billing/v1/invoices/:id/charges. Card data goes to the provider and is never stored. */
export const chargeRequestSchema = lazy(() =>
  z.discriminatedUnion('method', [
    z.object({ method: z.literal('pix') }),
    z.object({ method: z.literal('boleto') }),
    z.object({
      method: z.literal('card'),
      card: z.object({
        number: z
          .string()
          .trim()
          .transform(onlyDigits)
          .refine((d) => d.length >= 13 && d.length <= 19, 'invalid_card'),
        holder: nameSchema,
        expiry: z
          .string()
          .trim()
          .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'invalid_card'),
        cvv: z
          .string()
          .trim()
          .regex(/^\d{3,4}$/, 'invalid_card'),
      }),
    }),
  ]),
)
export type ChargeRequest = z.input<typeof chargeRequestSchema>
export const chargeResponseSchema = lazy(() => z.object({ data: chargeSchema }))

/** GET /api/signup/v1/cep/:cep: the address of a CEP, to fill the church's address (ViaCEP by default). */
export const cepAddressSchema = lazy(() =>
  z.object({
    cep: z.string(),
    street: z.string(),
    district: z.string(),
    city: z.string(),
    state: z.string(),
  }),
)
export type CepAddress = z.infer<typeof cepAddressSchema>
export const cepAddressResponseSchema = lazy(() => z.object({ data: cepAddressSchema }))
