import { z } from 'zod'
import { isIsoDate } from '../../../sync'

/**
 * What the treasury forms add to the contract's field schemas (sync/contracts/treasury): a
 * church to pick and dates that may be left empty. Messages are codes, turned into text in the
 * active language when shown (contractMessage), so no form rebuilds its schema on a language change.
 */
export const churchIdField = z.string().min(1, 'church_required')

/** '' (not given) or a real date. */
export const optionalDateField = z.string().refine((v) => v === '' || isIsoDate(v), 'invalid_date')
