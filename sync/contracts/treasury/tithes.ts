import { z } from 'zod'
import { idSchema } from '../common'
import {
  PAYMENT_METHODS,
  amountSchema,
  financeRowMeta,
  isoDateSchema,
  multilineText,
  paymentMethodSchema,
} from './fields'
import { lazy } from '../lazy'

/** A tithe of a member, or an anonymous offering (memberId null). */
export const titheCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    churchId: idSchema,
    memberId: idSchema.nullable().default(null),
    amount: amountSchema,
    date: isoDateSchema,
    paymentMethod: paymentMethodSchema.default('dinheiro'),
    notes: multilineText(500).default(''),
    /** Given for an event or campaign (an offering at the congress): it counts towards it. */
    eventId: idSchema.nullable().default(null),
  }),
)
export const titheUpdateSchema = lazy(() =>
  z
    .strictObject({
      memberId: idSchema.nullable(),
      amount: amountSchema,
      date: isoDateSchema,
      paymentMethod: paymentMethodSchema,
      notes: multilineText(500),
      eventId: idSchema.nullable(),
    })
    .partial(),
)
export const titheSchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    memberId: z.string().nullable(),
    amount: z.number().int(),
    date: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    notes: z.string(),
    /** Absent on rows mirrored before device DB version 7: read as null. */
    eventId: z.string().nullable().optional(),
  }),
)
export type TitheCreate = z.output<typeof titheCreateSchema>
export type TitheUpdate = z.output<typeof titheUpdateSchema>
export type Tithe = z.output<typeof titheSchema>

const yearSchema = lazy(() =>
  z.number('invalid_year').int('invalid_year').min(2000, 'invalid_year').max(2100, 'invalid_year'),
)
const monthSchema = lazy(() =>
  z.number('invalid_month').int('invalid_month').min(1, 'invalid_month').max(12, 'invalid_month'),
)

/** The expected tithes of a church for a year (month null) or one month; one live budget per church, year and month. */
export const titheBudgetCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    churchId: idSchema,
    year: yearSchema,
    month: monthSchema.nullable().default(null),
    amount: amountSchema,
  }),
)
export const titheBudgetUpdateSchema = lazy(() =>
  z.strictObject({ amount: amountSchema }).partial(),
)
export const titheBudgetSchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    year: z.number().int(),
    month: z.number().int().nullable(),
    amount: z.number().int(),
  }),
)
export type TitheBudgetCreate = z.output<typeof titheBudgetCreateSchema>
export type TitheBudgetUpdate = z.output<typeof titheBudgetUpdateSchema>
export type TitheBudget = z.output<typeof titheBudgetSchema>
