import { z } from 'zod'
import { idSchema } from './common'
import { isIsoDate } from './dates'
import { PERIOD_PATTERN, RECURRENCES, maxEndDate, type Recurrence } from './treasury-dates'

export * from './treasury-dates'
export * from './treasury-money'

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
export const amountSchema = z
  .number('amount_required')
  .int('amount_invalid')
  .positive('amount_must_be_positive')
  .max(MAX_AMOUNT, 'amount_too_large')

/** Centavos, integer, 0 ≤ amount ≤ MAX_AMOUNT (budgets that may be zero). */
export const nonNegativeAmountSchema = z
  .number('amount_required')
  .int('amount_invalid')
  .min(0, 'amount_invalid')
  .max(MAX_AMOUNT, 'amount_too_large')

export const isoDateSchema = z.string('date_required').refine(isIsoDate, 'invalid_date')

/** Basis points: 0..10,000 (0 %..100 %). */
export const percentBpSchema = z
  .number('percent_out_of_range')
  .int('percent_out_of_range')
  .min(0, 'percent_out_of_range')
  .max(10_000, 'percent_out_of_range')

export const periodSchema = z.string('invalid_period').regex(PERIOD_PATTERN, 'invalid_period')
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, 'invalid_payment_method')
const text = (max: number) => z.string().trim().max(max, 'text_too_long')
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time')

// Revenues and expenses ---------------------------------------------------------------------------

/** Fields shared by revenues and expenses (each instalment expects `amount`). */
const entryFields = {
  amount: amountSchema,
  paymentMethod: paymentMethodSchema.nullable(),
  documentNumber: text(60),
  accountingCode: text(40),
  dueDate: isoDateSchema,
  issueDate: isoDateSchema,
  recurrence: z.enum(RECURRENCES, 'invalid_recurrence'),
  /** Inclusive; required unless único (and ignored there: stored null). */
  endDate: isoDateSchema.nullable(),
  alertTime: timeSchema.nullable(),
  /** 0 = Sunday .. 6 = Saturday. */
  alertWeekday: z
    .number()
    .int('invalid_weekday')
    .min(0, 'invalid_weekday')
    .max(6, 'invalid_weekday')
    .nullable(),
  alertDate: isoDateSchema.nullable(),
  repassePercentBp: percentBpSchema.nullable(),
  withoutRepasse: z.boolean(),
  description: text(300),
  notes: text(2000),
}
const entryDefaults = {
  paymentMethod: entryFields.paymentMethod.default(null),
  documentNumber: entryFields.documentNumber.default(''),
  accountingCode: entryFields.accountingCode.default(''),
  recurrence: entryFields.recurrence.default('unico'),
  endDate: entryFields.endDate.default(null),
  alertTime: entryFields.alertTime.default(null),
  alertWeekday: entryFields.alertWeekday.default(null),
  alertDate: entryFields.alertDate.default(null),
  repassePercentBp: entryFields.repassePercentBp.default(null),
  withoutRepasse: entryFields.withoutRepasse.default(false),
  description: entryFields.description.default(''),
  notes: entryFields.notes.default(''),
}

export interface EntryRuleInput {
  recurrence: Recurrence
  dueDate: string
  endDate: string | null
  repassePercentBp: number | null
  withoutRepasse: boolean
}

/**
 * Cross-field rules of a revenue/expense (checked on create, and by the server on the row as
 * it is after an update): recurring entries need an end date on/after the due date and at most
 * 5 years later; a repasse percentage and "without repasse" exclude each other.
 */
export function entryRuleIssues(entry: EntryRuleInput): { path: string; code: TreasuryIssue }[] {
  const issues: { path: string; code: TreasuryIssue }[] = []
  if (entry.recurrence !== 'unico') {
    if (!entry.endDate) issues.push({ path: 'endDate', code: 'end_date_required' })
    else if (entry.endDate < entry.dueDate)
      issues.push({ path: 'endDate', code: 'end_date_before_due_date' })
    else if (entry.endDate > maxEndDate(entry.dueDate))
      issues.push({ path: 'endDate', code: 'end_date_too_far' })
  }
  if (entry.withoutRepasse && entry.repassePercentBp !== null)
    issues.push({ path: 'repassePercentBp', code: 'repasse_percent_and_without' })
  return issues
}

const checkEntry = (entry: EntryRuleInput, ctx: z.RefinementCtx) => {
  for (const issue of entryRuleIssues(entry))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.code })
}

/** Único has no end date: stored null whatever was sent. */
const normalizeEnd = <T extends { recurrence: Recurrence; endDate: string | null }>(entry: T): T =>
  entry.recurrence === 'unico' ? { ...entry, endDate: null } : entry

const revenueOwn = {
  origin: z.enum(REVENUE_ORIGINS, 'invalid_origin'),
  depositDate: isoDateSchema.nullable(),
  receiptDate: isoDateSchema.nullable(),
  /** The "created date" of spec §3 (a calendar date the user may set; the row also has createdAt). */
  createdOn: isoDateSchema.nullable(),
}
const expenseOwn = { category: z.enum(EXPENSE_CATEGORIES, 'invalid_category') }

export const revenueCreateSchema = z
  .object({
    id: idSchema,
    churchId: idSchema,
    ...entryFields,
    ...entryDefaults,
    origin: revenueOwn.origin,
    depositDate: revenueOwn.depositDate.default(null),
    receiptDate: revenueOwn.receiptDate.default(null),
    createdOn: revenueOwn.createdOn.default(null),
  })
  .superRefine(checkEntry)
  .transform(normalizeEnd)
export const revenueUpdateSchema = z.strictObject({ ...entryFields, ...revenueOwn }).partial()

export const expenseCreateSchema = z
  .object({
    id: idSchema,
    churchId: idSchema,
    ...entryFields,
    ...entryDefaults,
    category: expenseOwn.category,
  })
  .superRefine(checkEntry)
  .transform(normalizeEnd)
export const expenseUpdateSchema = z.strictObject({ ...entryFields, ...expenseOwn }).partial()

/** Scope and meta columns of every finance row as the device receives it. */
const financeRowMeta = {
  id: z.string(),
  clientId: z.string(),
  conventionId: z.string(),
  fieldId: z.string(),
  sectorId: z.string(),
  churchId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}

const entryRow = {
  ...financeRowMeta,
  /** Sequential per church and year, given by the server when the create is applied; null = pending. */
  code: z.number().int().nullable(),
  /** The year of the code (the issue date's year at creation). */
  codeYear: z.number().int().nullable(),
  amount: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  documentNumber: z.string(),
  accountingCode: z.string(),
  dueDate: z.string(),
  issueDate: z.string(),
  recurrence: z.enum(RECURRENCES),
  endDate: z.string().nullable(),
  alertTime: z.string().nullable(),
  alertWeekday: z.number().int().nullable(),
  alertDate: z.string().nullable(),
  repassePercentBp: z.number().int().nullable(),
  withoutRepasse: z.boolean(),
  description: z.string(),
  notes: z.string(),
  /** Set on the expense a repasse register generated (the register's id); null otherwise. */
  repasseRegisterId: z.string().nullable(),
}
export const revenueSchema = z.object({
  ...entryRow,
  origin: z.enum(REVENUE_ORIGINS),
  depositDate: z.string().nullable(),
  receiptDate: z.string().nullable(),
  createdOn: z.string().nullable(),
})
export const expenseSchema = z.object({ ...entryRow, category: z.enum(EXPENSE_CATEGORIES) })

export type RevenueCreate = z.output<typeof revenueCreateSchema>
export type RevenueUpdate = z.output<typeof revenueUpdateSchema>
export type Revenue = z.output<typeof revenueSchema>
export type ExpenseCreate = z.output<typeof expenseCreateSchema>
export type ExpenseUpdate = z.output<typeof expenseUpdateSchema>
export type Expense = z.output<typeof expenseSchema>

// Payments (expense) and receipts (revenue) ------------------------------------------------------

/** History text: trimmed, 3..500 characters. */
export const historySchema = z
  .string('history_too_short')
  .trim()
  .min(MIN_HISTORY_LENGTH, 'history_too_short')
  .max(500, 'text_too_long')

/**
 * One payment (of an expense: entity `expensePayments`, mutations `expensePayment.*`) or receipt
 * (of a revenue: `revenueReceipts`, `revenueReceipt.*`) against one instalment, identified by its
 * due date. Partial or full; the instalment is realized when its payments reach `amount`.
 * Create/update/delete need EDIT_REVENUES / EDIT_EXPENSES (realizing edits the entry).
 */
export const paymentCreateSchema = z.object({
  id: idSchema,
  entryId: idSchema,
  instalmentDate: isoDateSchema,
  amount: amountSchema,
  date: isoDateSchema,
  history: historySchema,
  paymentMethod: paymentMethodSchema.nullable().default(null),
})
export const paymentUpdateSchema = z
  .strictObject({
    amount: amountSchema,
    date: isoDateSchema,
    history: historySchema,
    paymentMethod: paymentMethodSchema.nullable(),
  })
  .partial()
export const paymentSchema = z.object({
  ...financeRowMeta,
  entryId: z.string(),
  instalmentDate: z.string(),
  amount: z.number().int(),
  date: z.string(),
  history: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
})
export type PaymentCreate = z.output<typeof paymentCreateSchema>
export type PaymentUpdate = z.output<typeof paymentUpdateSchema>
export type Payment = z.output<typeof paymentSchema>

// Tithes and tithe budgets -----------------------------------------------------------------------

/** A tithe of a member, or an anonymous offering (memberId null). */
export const titheCreateSchema = z.object({
  id: idSchema,
  churchId: idSchema,
  memberId: idSchema.nullable().default(null),
  amount: amountSchema,
  date: isoDateSchema,
  paymentMethod: paymentMethodSchema.default('dinheiro'),
  notes: text(500).default(''),
})
export const titheUpdateSchema = z
  .strictObject({
    memberId: idSchema.nullable(),
    amount: amountSchema,
    date: isoDateSchema,
    paymentMethod: paymentMethodSchema,
    notes: text(500),
  })
  .partial()
export const titheSchema = z.object({
  ...financeRowMeta,
  memberId: z.string().nullable(),
  amount: z.number().int(),
  date: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  notes: z.string(),
})
export type TitheCreate = z.output<typeof titheCreateSchema>
export type TitheUpdate = z.output<typeof titheUpdateSchema>
export type Tithe = z.output<typeof titheSchema>

const yearSchema = z
  .number('invalid_year')
  .int('invalid_year')
  .min(2000, 'invalid_year')
  .max(2100, 'invalid_year')
const monthSchema = z
  .number('invalid_month')
  .int('invalid_month')
  .min(1, 'invalid_month')
  .max(12, 'invalid_month')

/** The expected tithes of a church for a year (month null) or one month; one live budget per church, year and month. */
export const titheBudgetCreateSchema = z.object({
  id: idSchema,
  churchId: idSchema,
  year: yearSchema,
  month: monthSchema.nullable().default(null),
  amount: amountSchema,
})
export const titheBudgetUpdateSchema = z.strictObject({ amount: amountSchema }).partial()
export const titheBudgetSchema = z.object({
  ...financeRowMeta,
  year: z.number().int(),
  month: z.number().int().nullable(),
  amount: z.number().int(),
})
export type TitheBudgetCreate = z.output<typeof titheBudgetCreateSchema>
export type TitheBudgetUpdate = z.output<typeof titheBudgetUpdateSchema>
export type TitheBudget = z.output<typeof titheBudgetSchema>

// Repasse registers -------------------------------------------------------------------------------

/**
 * A repasse register = "generate the repasse of this church for this period": the server
 * computes the base (tithes + receipts of revenues not without-repasse, dated in the period),
 * owed = base × percentage, and creates the matching expense (category 'other', due the last
 * day of the period) in the same transaction. `expenseAmount` given = that amount instead of
 * the computed one. One live register per church, period and recipient: generating twice does
 * not double (the second is refused with `repasse_already_generated`).
 */
export const repasseRegisterCreateSchema = z.object({
  id: idSchema,
  churchId: idSchema,
  period: periodSchema,
  percentBp: percentBpSchema,
  category: z.enum(REPASSE_RECIPIENTS, 'invalid_recipient'),
  budgetAmount: nonNegativeAmountSchema.default(0),
  expenseAmount: amountSchema.nullable().default(null),
  notes: text(500).default(''),
})
/** Changing the expense amount also changes the generated expense. */
export const repasseRegisterUpdateSchema = z
  .strictObject({
    budgetAmount: nonNegativeAmountSchema,
    expenseAmount: amountSchema,
    notes: text(500),
  })
  .partial()
export const repasseRegisterSchema = z.object({
  ...financeRowMeta,
  period: z.string(),
  percentBp: z.number().int(),
  category: z.enum(REPASSE_RECIPIENTS),
  /** The node that receives: the church's sector, field or convention id. */
  recipientId: z.string(),
  budgetAmount: z.number().int(),
  /** The revenue base of the period, computed when generated. */
  baseAmount: z.number().int(),
  /** What is owed (the generated expense's amount); > 0. */
  expenseAmount: z.number().int(),
  /** The generated expense: its payments are what was paid. */
  expenseId: z.string(),
  notes: z.string(),
})
export type RepasseRegisterCreate = z.output<typeof repasseRegisterCreateSchema>
export type RepasseRegisterUpdate = z.output<typeof repasseRegisterUpdateSchema>
export type RepasseRegister = z.output<typeof repasseRegisterSchema>

// Attachments --------------------------------------------------------------------------------------

/** Upload limits (spec §5 leaves the values open; docs/treasury.md). */
export const ATTACHMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number]
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const ATTACHMENT_MAX_FILES = 5
/** Error codes (messageKey of the 4xx answer) of the spec's upload messages. */
export const ATTACHMENT_ERRORS = [
  'attachment_unsupported_format',
  'attachment_too_large',
  'attachment_max_files',
] as const

/** The form fields of `POST /api/treasury/v1/attachments` besides `file`. */
export const attachmentUploadSchema = z.object({
  id: idSchema.optional(),
  kind: z.enum(ENTRY_KINDS, 'invalid_category'),
  entryId: idSchema,
})
export const attachmentSchema = z.object({
  ...financeRowMeta,
  entryId: z.string(),
  fileName: z.string(),
  mimeType: z.enum(ATTACHMENT_MIME_TYPES),
  size: z.number().int(),
})
export type Attachment = z.output<typeof attachmentSchema>

/** The MIME type of a file by its first bytes (PDF `%PDF-`, PNG signature, JPEG SOI + marker), or null. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentMimeType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  return null
}

// Sync names -----------------------------------------------------------------------------------------

/** Device/server entity names and their mutation prefixes (`tithe.create`, `payment.update`...). */
export const TREASURY_ENTITIES = {
  revenues: 'revenue',
  expenses: 'expense',
  revenueReceipts: 'revenueReceipt',
  expensePayments: 'expensePayment',
  tithes: 'tithe',
  titheBudgets: 'titheBudget',
  repasseRegisters: 'repasseRegister',
  /** Created by the upload endpoint only; the device may queue `revenueAttachment.delete`. */
  revenueAttachments: 'revenueAttachment',
  expenseAttachments: 'expenseAttachment',
} as const

/** The args of an `<entity>.update` mutation: `{ id, patch }` with only the changed fields. */
export const updateArgsSchema = <U extends z.ZodType>(patch: U) => z.object({ id: idSchema, patch })
