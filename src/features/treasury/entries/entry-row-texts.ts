import { msg, t } from '@lingui/core/macro'
import type { Recurrence } from '../../../../sync'
import { formatDate, formatMoney } from '../../../lib/format'
import { labels } from '../../../lib/labels'
import type { EntryRowModel } from './entry-row-model'

/** One instalment's amount and how often it falls due ("R$ 450,00 por mês"). */
const perPeriod = labels<Exclude<Recurrence, 'unico'>>({
  diaria: msg({ message: '{amount} por dia' }),
  semanal: msg({ message: '{amount} por semana' }),
  quinzenal: msg({ message: '{amount} a cada 15 dias' }),
  mensal: msg({ message: '{amount} por mês' }),
  bimestral: msg({ message: '{amount} a cada 2 meses' }),
  trimestral: msg({ message: '{amount} por trimestre' }),
  semestral: msg({ message: '{amount} por semestre' }),
})

/** "R$ 450,00 por mês" for a recurring entry, "R$ 450,00" for a single one. */
export function entryAmountText(model: EntryRowModel): string {
  const amount = formatMoney(model.amount)
  return model.recurrence === 'unico' || (model.instalments !== null && model.instalments <= 1)
    ? amount
    : perPeriod(model.recurrence, { amount })
}

/**
 * "parcela 3 de 13" for a recurring entry (the instalment whose due date is shown), "parcela 3"
 * for one that recurs until cancelled; null for a single entry.
 */
export function entryInstalmentText(model: EntryRowModel): string | null {
  const number = model.dueNumber
  if (model.instalments === null) return t`parcela ${number}`
  if (model.instalments <= 1) return null
  const count = model.instalments
  return t`parcela ${number} de ${count}`
}

/** What a saved entry's confirmation names: "Aluguel do salão · R$ 450,00 por mês · 10/01/2026". */
export function entrySummary(model: EntryRowModel): string {
  return [model.title, entryAmountText(model), formatDate(model.dueDate)].join(' · ')
}
