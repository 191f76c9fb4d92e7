import { z } from 'zod'
import { lazy } from '../lazy'

/**
 * The live rows of one church in one month (tithes, receipts or payments), kept by the server
 * with the rows (never written by a device): what figures over many churches read instead of
 * every row. Only what they read: an administrator's mirror holds one for each church and month
 * (7,766 a year of tithes in the large data set), and each field more is read 7,766 times.
 * Every entity with these rows is also summed per month by the device (sync/engine/month-sums.ts).
 */
export const monthTotalSchema = lazy(() =>
  z.object({
    id: z.string(),
    churchId: z.string(),
    /** `YYYY-MM`. */
    month: z.string(),
    /** Centavos. */
    amount: z.number().int(),
    /** How many live rows. */
    entries: z.number().int(),
  }),
)
export type MonthTotal = z.output<typeof monthTotalSchema>
