import { z } from 'zod'
import { idSchema, multilineText } from '../common'
import {
  MIN_HISTORY_LENGTH,
  PAYMENT_METHODS,
  amountSchema,
  financeRowMeta,
  isoDateSchema,
  paymentMethodSchema,
} from './fields'
import { lazy } from '../lazy'

/** History text: trimmed, 3..500 characters. */
export const historySchema = lazy(() =>
  multilineText(500, 'history_too_short').min(MIN_HISTORY_LENGTH, 'history_too_short'),
)

/**
 * One payment (of an expense: entity `expensePayments`, mutations `expensePayment.*`) or receipt
 * (of a revenue: `revenueReceipts`, `revenueReceipt.*`) against one instalment, identified by its
 * due date. Partial or full; the instalment is realized when its payments reach `amount`.
 * Create/update/delete need EDIT_REVENUES / EDIT_EXPENSES (realizing edits the entry).
 */
export const paymentCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    entryId: idSchema,
    instalmentDate: isoDateSchema,
    amount: amountSchema,
    date: isoDateSchema,
    history: historySchema,
    paymentMethod: paymentMethodSchema.nullable().default(null),
  }),
)
export const paymentUpdateSchema = lazy(() =>
  z
    .strictObject({
      amount: amountSchema,
      date: isoDateSchema,
      history: historySchema,
      paymentMethod: paymentMethodSchema.nullable(),
    })
    .partial(),
)
export const paymentSchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    entryId: z.string(),
    instalmentDate: z.string(),
    amount: z.number().int(),
    date: z.string(),
    history: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  }),
)
export type PaymentCreate = z.output<typeof paymentCreateSchema>
export type PaymentUpdate = z.output<typeof paymentUpdateSchema>
export type Payment = z.output<typeof paymentSchema>
