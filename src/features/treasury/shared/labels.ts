import { t } from '@lingui/core/macro'
import {
  EXPENSE_CATEGORIES,
  RECURRENCES,
  REPASSE_RECIPIENTS,
  REVENUE_ORIGINS,
  type ExpenseCategory,
  type Recurrence,
  type RepasseRecipient,
  type RevenueOrigin,
} from '../../../../sync'
import type { SelectOption } from '../../../components/form'

// The payment methods are every church book's (src/components/books).
export { methodLabel, methodOptions } from '../../../components/books'

/** The spec's lists (§3), translated at render time (never at module level). */
export function originLabel(origin: RevenueOrigin): string {
  switch (origin) {
    case 'evento':
      return t`Evento`
    case 'outros':
      return t`Outros`
    case 'doacao':
      return t`Doação`
    case 'oferta':
      return t`Oferta`
    case 'dizimo':
      return t`Dízimo`
    case 'venda':
      return t`Venda`
    case 'servico':
      return t`Serviço`
    case 'outro':
      return t`Outro`
  }
}

export function categoryLabel(category: ExpenseCategory): string {
  switch (category) {
    case 'event':
      return t`Evento`
    case 'maintenance':
      return t`Manutenção`
    case 'office':
      return t`Escritório`
    case 'other':
      return t`Outra`
  }
}

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
