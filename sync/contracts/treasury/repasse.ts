import { z } from 'zod'
import { idSchema } from '../common'
import {
  REPASSE_RECIPIENTS,
  amountSchema,
  financeRowMeta,
  nonNegativeAmountSchema,
  percentBpSchema,
  multilineText,
  periodSchema,
} from './fields'
import { lazy } from '../lazy'

/**
 * A repasse register = "generate the repasse of this church for this period": the server
 * computes the base (tithes + receipts of revenues not without-repasse, dated in the period),
 * owed = base × percentage, and creates the matching expense (category 'other', due the last
 * day of the period) in the same transaction. `expenseAmount` given = that amount instead of
 * the computed one. One live register per church, period and recipient: generating twice does
 * not double (the second is refused with `repasse_already_generated`).
 */
export const repasseRegisterCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    churchId: idSchema,
    period: periodSchema,
    percentBp: percentBpSchema,
    category: z.enum(REPASSE_RECIPIENTS, 'invalid_recipient'),
    budgetAmount: nonNegativeAmountSchema.default(0),
    expenseAmount: amountSchema.nullable().default(null),
    notes: multilineText(500).default(''),
  }),
)
/** Changing the expense amount also changes the generated expense. */
export const repasseRegisterUpdateSchema = lazy(() =>
  z
    .strictObject({
      budgetAmount: nonNegativeAmountSchema,
      expenseAmount: amountSchema,
      notes: multilineText(500),
    })
    .partial(),
)
export const repasseRegisterSchema = lazy(() =>
  z.object({
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
  }),
)
export type RepasseRegisterCreate = z.output<typeof repasseRegisterCreateSchema>
export type RepasseRegisterUpdate = z.output<typeof repasseRegisterUpdateSchema>
export type RepasseRegister = z.output<typeof repasseRegisterSchema>
