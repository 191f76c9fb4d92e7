import { z } from 'zod'
import { idSchema, nameSchema } from '../common'
import { PAYMENT_METHODS, financeRowMeta, isoDateSchema, multilineText } from './fields'
import { lazy } from '../lazy'

/**
 * The service closing (*conferência do ofertório*, issue 16): when a service-mode session ends,
 * two people count the cash by note and coin; the server records the count beside what the
 * session's cash entries add up to (computed by sync/rules/service-closing.ts from the tithes it
 * holds), the difference, and the other methods' totals. A record, never edited: create only.
 */

/**
 * Brazilian notes and coins, in centavos: R$ 200 down to the 1-centavo coin (no longer minted
 * but still legal tender: without it a total with stray centavos never matched, issue 48).
 */
export const CASH_DENOMINATIONS = [
  20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 25, 10, 5, 1,
] as const
export const MAX_CLOSING_TITHES = 5_000

const denominationSchema = lazy(() =>
  z
    .number('invalid_denomination')
    .refine((v) => (CASH_DENOMINATIONS as readonly number[]).includes(v), 'invalid_denomination'),
)

export const cashCountSchema = lazy(() =>
  z.object({
    denomination: denominationSchema,
    quantity: z
      .number('invalid_quantity')
      .int('invalid_quantity')
      .min(0, 'invalid_quantity')
      .max(1_000_000, 'invalid_quantity'),
  }),
)
export type CashCount = z.output<typeof cashCountSchema>

export const serviceClosingCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    churchId: idSchema,
    /** The service's date (the session's). */
    date: isoDateSchema,
    /** The tithes and offerings entered in the session. */
    titheIds: z.array(idSchema).max(MAX_CLOSING_TITHES),
    counts: z
      .array(cashCountSchema)
      .max(CASH_DENOMINATIONS.length)
      .refine(
        (counts) => new Set(counts.map((c) => c.denomination)).size === counts.length,
        'invalid_denomination',
      ),
    /** The two people who counted. */
    counters: z.array(nameSchema).length(2, 'two_counters_required'),
    notes: multilineText(500).default(''),
  }),
)
export type ServiceClosingCreate = z.output<typeof serviceClosingCreateSchema>

export const methodTotalSchema = lazy(() =>
  z.object({
    method: z.enum(PAYMENT_METHODS),
    count: z.number().int(),
    total: z.number().int(),
  }),
)

export const serviceClosingSchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    date: z.string(),
    titheIds: z.array(z.string()),
    counts: z.array(cashCountSchema),
    counters: z.array(z.string()),
    notes: z.string(),
    /** What the session's cash entries add up to. */
    expectedCash: z.number().int(),
    /** What the notes and coins counted add up to. */
    countedCash: z.number().int(),
    /** counted − expected: negative = cash missing. */
    difference: z.number().int(),
    entries: z.number().int(),
    byMethod: z.array(methodTotalSchema),
    /** The user who recorded it. */
    closedBy: z.string().nullable(),
  }),
)
export type ServiceClosing = z.output<typeof serviceClosingSchema>
