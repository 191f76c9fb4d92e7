import { z } from 'zod'
import {
  EXPENSE_CATEGORIES,
  RECURRENCES,
  REVENUE_ORIGINS,
  amountSchema,
  boundedText,
  entryRuleIssues,
  isIsoDate,
  paymentMethodSchema,
  timeSchema,
  todayIso,
  type ExpenseCategory,
  type PaymentMethod,
  type RevenueOrigin,
} from '../../../../sync'
import { decimalSeparator } from '../../../lib/format'
import { isRevenue, type EntryKindName, type EntryRow } from './entry-kind'
import { churchIdField, optionalDateField } from '../../../components/books'

/** '10', '10,5', '7.25' (the language's decimal mark or a dot) -> basis points; '' -> null; otherwise NaN. */
export function parsePercent(text: string, locale?: string): number | null {
  const trimmed = text.trim().replace('%', '').trim()
  if (!trimmed) return null
  const normalized = trimmed.replace(decimalSeparator(locale), '.').replace(',', '.')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) return Number.NaN
  const [whole = '0', fraction = ''] = normalized.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Basis points shown as a percentage in the language ('12,5'). */
export function formatPercent(bp: number | null, locale?: string): string {
  if (bp === null) return ''
  const whole = Math.floor(bp / 100)
  const fraction = bp % 100
  if (fraction === 0) return String(whole)
  return `${whole}${decimalSeparator(locale)}${String(fraction).padStart(2, '0').replace(/0$/, '')}`
}

const requiredDate = z
  .string('date_required')
  .min(1, 'date_required')
  .refine(isIsoDate, 'invalid_date')

/** The add/edit form of a revenue or an expense; messages are codes (contractMessage). */
function entrySchemaFor(kind: EntryKindName) {
  return z
    .object({
      churchId: churchIdField,
      origin: kind === 'revenue' ? z.enum(REVENUE_ORIGINS, 'invalid_origin') : z.string(),
      category: kind === 'expense' ? z.enum(EXPENSE_CATEGORIES, 'category_required') : z.string(),
      description: boundedText(300),
      amount: amountSchema,
      dueDate: requiredDate,
      issueDate: requiredDate,
      recurrence: z.enum(RECURRENCES, 'invalid_recurrence'),
      endDate: optionalDateField,
      paymentMethod: z.union([paymentMethodSchema, z.literal('')]),
      documentNumber: boundedText(60),
      accountingCode: boundedText(40),
      depositDate: optionalDateField,
      receiptDate: optionalDateField,
      createdOn: optionalDateField,
      alertTime: z.union([timeSchema, z.literal('')]),
      alertWeekday: z.string(),
      alertDate: optionalDateField,
      withoutRepasse: z.boolean(),
      repassePercent: z.string().refine((v) => {
        const bp = parsePercent(v)
        return bp === null || (!Number.isNaN(bp) && bp <= 10_000)
      }, 'percent_out_of_range'),
      notes: boundedText(2000),
      /** '' = no event. */
      eventId: z.string(),
      /** "Já pago" / "Já recebido" (a new entry only): its first instalment realized as it is recorded. */
      paidNow: z.boolean(),
      /** The day it was paid/received, when `paidNow`. */
      paidOn: optionalDateField,
    })
    .superRefine((values, ctx) => {
      if (values.paidNow && !values.paidOn)
        ctx.addIssue({ code: 'custom', path: ['paidOn'], message: 'date_required' })
      const bp = parsePercent(values.repassePercent)
      for (const issue of entryRuleIssues({
        recurrence: values.recurrence,
        dueDate: values.dueDate,
        endDate: values.endDate || null,
        repassePercentBp: Number.isNaN(bp) ? null : bp,
        withoutRepasse: values.withoutRepasse,
      }))
        ctx.addIssue({
          code: 'custom',
          path: [issue.path === 'repassePercentBp' ? 'repassePercent' : issue.path],
          message: issue.code,
        })
    })
}

/** The revenue form's and the expense form's schemas, built once. */
export const ENTRY_FORM_SCHEMAS = {
  revenue: entrySchemaFor('revenue'),
  expense: entrySchemaFor('expense'),
} as const
export type EntryFormValues = z.output<(typeof ENTRY_FORM_SCHEMAS)['revenue']>

/** The form's starting values: the row being edited, or a new entry due today. */
export function entryDefaults(row: EntryRow | undefined, churchId: string | null): EntryFormValues {
  const today = todayIso()
  return {
    churchId: row?.churchId ?? churchId ?? '',
    origin: row && isRevenue(row) ? row.origin : '',
    category: row && !isRevenue(row) ? row.category : '',
    description: row?.description ?? '',
    amount: row?.amount as number,
    dueDate: row?.dueDate ?? today,
    issueDate: row?.issueDate ?? today,
    recurrence: row?.recurrence ?? 'unico',
    endDate: row?.endDate ?? '',
    paymentMethod: row?.paymentMethod ?? '',
    documentNumber: row?.documentNumber ?? '',
    accountingCode: row?.accountingCode ?? '',
    depositDate: (row && isRevenue(row) ? row.depositDate : null) ?? '',
    receiptDate: (row && isRevenue(row) ? row.receiptDate : null) ?? '',
    createdOn: (row && isRevenue(row) ? row.createdOn : null) ?? (row ? '' : today),
    alertTime: row?.alertTime ?? '',
    alertWeekday:
      row?.alertWeekday === null || row?.alertWeekday === undefined ? '' : String(row.alertWeekday),
    alertDate: row?.alertDate ?? '',
    withoutRepasse: row?.withoutRepasse ?? false,
    repassePercent: formatPercent(row?.repassePercentBp ?? null),
    notes: row?.notes ?? '',
    eventId: row?.eventId ?? '',
    paidNow: false,
    paidOn: today,
  }
}

/**
 * The payment (receipt) of a new entry recorded as already paid (received): its first
 * instalment in full, on the day given, by the form's method (cash when none was chosen).
 * Queued right after the entry's create, through the outbox like every write: offline too.
 */
export function paidNowPayment(
  entryId: string,
  fields: { dueDate: string; amount: number; paymentMethod: PaymentMethod | null },
  values: Pick<EntryFormValues, 'paidNow' | 'paidOn'>,
  history: string,
  id: string,
) {
  if (!values.paidNow || !values.paidOn) return null
  return {
    id,
    entryId,
    instalmentDate: fields.dueDate,
    amount: fields.amount,
    date: values.paidOn,
    history,
    paymentMethod: fields.paymentMethod ?? ('dinheiro' as const),
  }
}

/** The contract fields of a revenue/expense from the form (without id and church). */
export function entryFields(kind: EntryKindName, v: EntryFormValues) {
  const orNull = (s: string) => (s === '' ? null : s)
  const bp = parsePercent(v.repassePercent)
  const common = {
    amount: v.amount,
    paymentMethod: v.paymentMethod === '' ? null : v.paymentMethod,
    documentNumber: v.documentNumber,
    accountingCode: v.accountingCode,
    dueDate: v.dueDate,
    issueDate: v.issueDate,
    recurrence: v.recurrence,
    endDate: v.recurrence === 'unico' ? null : orNull(v.endDate),
    alertTime: orNull(v.alertTime),
    alertWeekday: v.alertWeekday === '' ? null : Number(v.alertWeekday),
    alertDate: orNull(v.alertDate),
    repassePercentBp: v.withoutRepasse || bp === null || Number.isNaN(bp) ? null : bp,
    withoutRepasse: v.withoutRepasse,
    description: v.description,
    notes: v.notes,
    eventId: orNull(v.eventId),
  }
  return kind === 'revenue'
    ? {
        ...common,
        // The form's schema of a revenue checked it against REVENUE_ORIGINS (and of an expense, the category).
        origin: v.origin as RevenueOrigin,
        depositDate: orNull(v.depositDate),
        receiptDate: orNull(v.receiptDate),
        createdOn: orNull(v.createdOn),
      }
    : { ...common, category: v.category as ExpenseCategory }
}
