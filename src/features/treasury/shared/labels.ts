import { msg } from '@lingui/core/macro'
import { labels } from '../../../lib/labels'
import {
  EXPENSE_CATEGORIES,
  RECURRENCES,
  REPASSE_RECIPIENTS,
  REVENUE_ORIGINS,
  type Recurrence,
  type RepasseRecipient,
} from '../../../../sync'
import { categoryLabel, originLabel } from '../../../components/books'
import type { SelectOption } from '../../../components/form'

// The payment methods, revenue origins and expense categories are every church book's (src/components/books).
export { categoryLabel, methodLabel, methodOptions, originLabel } from '../../../components/books'

/** The spec's lists (§3), translated at render time (never at module level). */
export const recurrenceLabel = labels<Recurrence>({
  unico: msg`Único`,
  diaria: msg`Diária`,
  semanal: msg`Semanal`,
  quinzenal: msg`Quinzenal`,
  mensal: msg`Mensal`,
  bimestral: msg`Bimestral`,
  trimestral: msg`Trimestral`,
  semestral: msg`Semestral`,
})

export const recipientLabel = labels<RepasseRecipient>({
  sector: msg`Setor regional`,
  field: msg`Campo eclesiástico`,
  convention: msg`Convenção`,
})

/** Sunday = 0 .. Saturday = 6, named by Intl in the active language. */
export function weekdayOptions(locale: string): SelectOption[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => ({
    value: String(day),
    label: format.format(new Date(Date.UTC(2023, 0, 1 + day))),
  }))
}

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }))

export const originOptions = () => options(REVENUE_ORIGINS, originLabel)
export const categoryOptions = () => options(EXPENSE_CATEGORIES, categoryLabel)
export const recurrenceOptions = () => options(RECURRENCES, recurrenceLabel)
export const recipientOptions = () => options(REPASSE_RECIPIENTS, recipientLabel)
