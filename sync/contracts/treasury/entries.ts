import { z } from 'zod'
import { idSchema } from '../common'
import { RECURRENCES, maxEndDate, type Recurrence } from '../treasury-dates'
import {
  EXPENSE_CATEGORIES,
  PAYMENT_METHODS,
  REVENUE_ORIGINS,
  amountSchema,
  financeRowMeta,
  isoDateSchema,
  paymentMethodSchema,
  percentBpSchema,
  multilineText,
  text,
  timeSchema,
  type TreasuryIssue,
} from './fields'
import { lazy } from '../lazy'

/** Revenues and expenses (spec §3): one contract shape, each with its own fields. docs/treasury.md. */

/** Fields shared by revenues and expenses (each instalment expects `amount`). */
const entryFields = lazy(() => ({
  amount: amountSchema,
  paymentMethod: paymentMethodSchema.nullable(),
  documentNumber: text(60),
  accountingCode: text(40),
  dueDate: isoDateSchema,
  issueDate: isoDateSchema,
  recurrence: z.enum(RECURRENCES, 'invalid_recurrence'),
  /** Inclusive; ignored for único (stored null); null on a recurring entry = until cancelled. */
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
  notes: multilineText(2000),
  /** The event or campaign it belongs to (sync/contracts/events.ts); null = none. */
  eventId: idSchema.nullable(),
}))
const entryDefaults = lazy(() => ({
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
  eventId: entryFields.eventId.default(null),
}))

export interface EntryRuleInput {
  recurrence: Recurrence
  dueDate: string
  endDate: string | null
  repassePercentBp: number | null
  withoutRepasse: boolean
}

/**
 * Cross-field rules of a revenue/expense (checked on create, and by the server on the row as
 * it is after an update): a recurring entry's end date, when it has one, is on/after the due
 * date and at most 5 years later (none: it recurs until cancelled, expanded lazily:
 * sync/rules/instalments.ts); a repasse percentage and "without repasse" exclude each other.
 */
export function entryRuleIssues(entry: EntryRuleInput): { path: string; code: TreasuryIssue }[] {
  const issues: { path: string; code: TreasuryIssue }[] = []
  // A recurring entry without an end date recurs until cancelled.
  if (entry.recurrence !== 'unico' && entry.endDate !== null) {
    if (entry.endDate < entry.dueDate)
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

const revenueOwn = lazy(() => ({
  origin: z.enum(REVENUE_ORIGINS, 'invalid_origin'),
  depositDate: isoDateSchema.nullable(),
  receiptDate: isoDateSchema.nullable(),
  /** The "created date" of spec §3 (a calendar date the user may set; the row also has createdAt). */
  createdOn: isoDateSchema.nullable(),
}))
const expenseOwn = lazy(() => ({ category: z.enum(EXPENSE_CATEGORIES, 'invalid_category') }))

export const revenueCreateSchema = lazy(() =>
  z
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
    .transform(normalizeEnd),
)
export const revenueUpdateSchema = lazy(() =>
  z.strictObject({ ...entryFields, ...revenueOwn }).partial(),
)

export const expenseCreateSchema = lazy(() =>
  z
    .object({
      id: idSchema,
      churchId: idSchema,
      ...entryFields,
      ...entryDefaults,
      category: expenseOwn.category,
    })
    .superRefine(checkEntry)
    .transform(normalizeEnd),
)
export const expenseUpdateSchema = lazy(() =>
  z.strictObject({ ...entryFields, ...expenseOwn }).partial(),
)

const entryRow = lazy(() => ({
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
  eventId: z.string().nullable(),
  /** Set on the expense a repasse register generated (the register's id); null otherwise. */
  repasseRegisterId: z.string().nullable(),
}))
export const revenueSchema = lazy(() =>
  z.object({
    ...entryRow,
    origin: z.enum(REVENUE_ORIGINS),
    depositDate: z.string().nullable(),
    receiptDate: z.string().nullable(),
    createdOn: z.string().nullable(),
  }),
)
export const expenseSchema = lazy(() =>
  z.object({ ...entryRow, category: z.enum(EXPENSE_CATEGORIES) }),
)

export type RevenueCreate = z.output<typeof revenueCreateSchema>
export type RevenueUpdate = z.output<typeof revenueUpdateSchema>
export type Revenue = z.output<typeof revenueSchema>
export type ExpenseCreate = z.output<typeof expenseCreateSchema>
export type ExpenseUpdate = z.output<typeof expenseUpdateSchema>
export type Expense = z.output<typeof expenseSchema>
