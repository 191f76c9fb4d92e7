import { z } from 'zod/mini'
import { lazy } from '../lazy'

/**
 * GET /api/treasury/v1/home-figures?year=YYYY: the sums per month of a year of the three figures
 * the home shows in money (tithes, receipts, payments), over the user's place in the hierarchy,
 * each null when the role may not read it. The server's monthly totals summed (what the device's
 * mirror sums once it is filled): the home's figures drawn seconds after "Entrar" on a first
 * sign-in, before the design system and the offline engine have arrived (issue 49). zod/mini: on
 * the first load, beside the early home.
 */
export const homeFiguresQuerySchema = lazy(() =>
  z.object({
    year: z.coerce
      .number('invalid_year')
      .check(z.int('invalid_year'), z.gte(2000, 'invalid_year'), z.lte(2100, 'invalid_year')),
  }),
)

/** Twelve centavo sums, January first. */
const monthsSchema = lazy(() => z.nullable(z.array(z.number().check(z.int())).check(z.length(12))))

export const homeFiguresSchema = lazy(() =>
  z.object({ tithes: monthsSchema, receipts: monthsSchema, payments: monthsSchema }),
)
export type HomeFiguresAnswer = z.output<typeof homeFiguresSchema>
