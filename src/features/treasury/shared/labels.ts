import { t } from '@lingui/core/macro'
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
export function recurrenceLabel(recurrence: Recurrence): string {
  switch (recurrence) {
    case 'unico':
      return t`Único`
    case 'diaria':
      return t`Diária`
    case 'semanal':
      return t`Semanal`
    case 'quinzenal':
      return t`Quinzenal`
    case 'mensal':
      return t`Mensal`
    case 'bimestral':
      return t`Bimestral`
    case 'trimestral':
      return t`Trimestral`
    case 'semestral':
      return t`Semestral`
  }
}

export function recipientLabel(recipient: RepasseRecipient): string {
  switch (recipient) {
    case 'sector':
      return t`Setor regional`
    case 'field':
      return t`Campo eclesiástico`
    case 'convention':
      return t`Convenção`
  }
}

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
