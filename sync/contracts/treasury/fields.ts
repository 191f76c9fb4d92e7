import { z } from 'zod'
import { idSchema } from '../common'
export { multilineText, text } from '../common'
import { isIsoDate } from '../dates'
import { PERIOD_PATTERN, RECURRENCES, type Recurrence } from '../treasury-dates'
import { lazy } from '../lazy'

/**
 * The treasury's contracts (issue 6): revenues, expenses, their payments/receipts and
 * attachments, tithes, tithe budgets and repasse registers. Money = integer centavos,
 * percentages = integer basis points (0..10,000). Every create carries its client-made `id`
 * and the `churchId` it belongs to (the server copies convention/field/sector from the church).
 * Zod messages are stable codes (TREASURY_ISSUES) that the screens translate. docs/treasury.md.
 */

export const EXPENSE_CATEGORIES = ['event', 'maintenance', 'office', 'other'] as const
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number]

export const REVENUE_ORIGINS = [
  'evento',
  'outros',
  'doacao',
  'oferta',
  'dizimo',
  'venda',
  'servico',
  'outro',
] as const
export type RevenueOrigin = (typeof REVENUE_ORIGINS)[number]

export const PAYMENT_METHODS = [
  'dinheiro',
  'cartao',
  'pix',
  'ted',
  'doc',
  'cheque',
  'boleto',
  'cartao_de_credito',
  'cartao_de_debito',
  'transferencia',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export { RECURRENCES, type Recurrence }

/** Who receives a church's repasse: the sector, field or convention above it. */
export const REPASSE_RECIPIENTS = ['sector', 'field', 'convention'] as const
export type RepasseRecipient = (typeof REPASSE_RECIPIENTS)[number]

export const ENTRY_KINDS = ['revenue', 'expense'] as const
export type EntryKind = (typeof ENTRY_KINDS)[number]

/** The codes the treasury's zod schemas and server checks answer (translated by the screens). */
export const TREASURY_ISSUES = [
  'amount_required',
  'amount_invalid',
  'amount_must_be_positive',
  'amount_too_large',
  'invalid_date',
  'date_required',
  'end_date_required',
  'end_date_before_due_date',
  'end_date_too_far',
  'percent_out_of_range',
  'repasse_percent_and_without',
  'history_too_short',
  'text_too_long',
  'invalid_period',
  'invalid_time',
  'invalid_weekday',
  'invalid_month',
  'invalid_year',
  'invalid_category',
  'invalid_origin',
  'invalid_payment_method',
  'invalid_recurrence',
  'invalid_recipient',
  'invalid_id',
] as const
export type TreasuryIssue = (typeof TREASURY_ISSUES)[number]

/** Largest amount of one row: R$ 1 billion (10^11 centavos); sums of many rows stay exact in a double. */
export const MAX_AMOUNT = 100_000_000_000
export const MIN_HISTORY_LENGTH = 3

// Field schemas ---------------------------------------------------------------------------------

/** Centavos, integer, 0 < amount ≤ MAX_AMOUNT. */
export const amountSchema = lazy(() =>
  z
    .number('amount_required')
    .int('amount_invalid')
    .positive('amount_must_be_positive')
    .max(MAX_AMOUNT, 'amount_too_large'),
)

/** Centavos, integer, 0 ≤ amount ≤ MAX_AMOUNT (budgets that may be zero). */
export const nonNegativeAmountSchema = lazy(() =>
  z
    .number('amount_required')
    .int('amount_invalid')
    .min(0, 'amount_invalid')
    .max(MAX_AMOUNT, 'amount_too_large'),
)

export const isoDateSchema = lazy(() => z.string('date_required').refine(isIsoDate, 'invalid_date'))

/** Basis points: 0..10,000 (0 %..100 %). */
export const percentBpSchema = lazy(() =>
  z
    .number('percent_out_of_range')
    .int('percent_out_of_range')
    .min(0, 'percent_out_of_range')
    .max(10_000, 'percent_out_of_range'),
)

export const periodSchema = lazy(() =>
  z.string('invalid_period').regex(PERIOD_PATTERN, 'invalid_period'),
)
export const paymentMethodSchema = lazy(() => z.enum(PAYMENT_METHODS, 'invalid_payment_method'))
export const timeSchema = lazy(() => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time'))

/** Scope and meta columns of every finance row as the device receives it. */
export const financeRowMeta = lazy(() => ({
  id: z.string(),
  clientId: z.string(),
  conventionId: z.string(),
  fieldId: z.string(),
  sectorId: z.string(),
  churchId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}))

/** The args of an `<entity>.update` mutation: `{ id, patch }` with only the changed fields. */
export const updateArgsSchema = <U extends z.ZodType>(patch: U) => z.object({ id: idSchema, patch })
