import { t } from '@lingui/core/macro'
import type { CashFlow, CashFlowSource } from '../../../sync'
import { formatMoney } from '../../lib/format'
import { sourceLabel } from './labels'

/** A line of "Entradas por origem": its label (with where the money came from) and amount. */
export interface InflowRow {
  label: string
  amount: number
}

/**
 * The inflow by source as a reader adds it up: offerings come both from the tithing book (an
 * entry without a member, "Ofertas") and from revenues of origin "Oferta"; tithes likewise from
 * members' tithes and revenues of origin "Dízimo". Each pair is one line, one figure, saying
 * what it is made of ("Ofertas (R$ 300,00 nos cultos e R$ 200,00 lançados como receita)"), at
 * the place of the first of the two; a source alone keeps its own line. The amounts still add up
 * to the flow's inflow.
 */
export function inflowRows(sources: CashFlow['inflowBySource']): InflowRow[] {
  const pairs: {
    book: CashFlowSource['kind']
    origin: string
    label: (book: string, revenue: string) => string
    alone: () => string
  }[] = [
    {
      book: 'offerings',
      origin: 'oferta',
      label: (book, revenue) => t`Ofertas (${book} nos cultos e ${revenue} lançados como receita)`,
      alone: () => t`Ofertas`,
    },
    {
      book: 'tithes',
      origin: 'dizimo',
      label: (book, revenue) => t`Dízimos (${book} dos membros e ${revenue} lançados como receita)`,
      alone: () => t`Dízimos`,
    },
  ]
  const rows: InflowRow[] = []
  const merged = new Set<number>()
  sources.forEach((entry, index) => {
    if (merged.has(index)) return
    const { source } = entry
    const pair = pairs.find((p) =>
      source.kind === 'origin' ? source.origin === p.origin : source.kind === p.book,
    )
    const otherIndex = pair
      ? sources.findIndex(
          (s, i) =>
            i !== index &&
            (source.kind === 'origin'
              ? s.source.kind === pair.book
              : s.source.kind === 'origin' && s.source.origin === pair.origin),
        )
      : -1
    if (!pair || otherIndex < 0) {
      rows.push({ label: sourceLabel(source), amount: entry.amount })
      return
    }
    merged.add(otherIndex)
    const other = sources[otherIndex]!
    const [book, revenue] = source.kind === 'origin' ? [other, entry] : [entry, other]
    rows.push({
      label: pair.label(formatMoney(book.amount), formatMoney(revenue.amount)),
      amount: book.amount + revenue.amount,
    })
  })
  return rows
}
