import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { homeFiguresSchema, todayIso, type HomeFiguresAnswer } from '../../../sync'
import { monthTitle } from '../../lib/dates'
import { formatMoney } from '../../lib/format'
import { monthAndYearOf } from '../../lib/month-and-year'

/** The server's sums once `answer` (askEarlyFigures) has come; null before, and for good when there are none. */
function useEarlyFigures(answer: Promise<unknown>): HomeFiguresAnswer | null {
  const [figures, setFigures] = useState<HomeFiguresAnswer | null>(null)
  useEffect(() => {
    let live = true
    void answer.then((body) => {
      const read = homeFiguresSchema.safeParse((body as { data?: unknown } | undefined)?.data)
      if (live && read.success) setFigures(read.data)
    })
    return () => {
      live = false
    }
  }, [answer])
  return figures
}

/**
 * The home's money cards (tithes, receipts, payments: this month and this year) in plain HTML,
 * drawn seconds after "Entrar" from one small request while the design system and the offline
 * engine are still on their way on a weak signal (issue 49). The same words and sums as the
 * home's cards (src/features/home/home-metrics.tsx), which replace them with the rest.
 */
export default function EarlyFigures({ answer }: { answer: Promise<unknown> }) {
  const { t, i18n } = useLingui()
  const today = todayIso()
  const figures = useEarlyFigures(answer)
  if (!figures) return null
  const year = today.slice(0, 4)
  const thisMonth = monthTitle(Number(year), Number(today.slice(5, 7)), i18n.locale)
  const cards = [
    { key: 'tithes', title: t`Dízimos e ofertas`, months: figures.tithes },
    { key: 'receipts', title: t`Receitas recebidas`, months: figures.receipts },
    { key: 'payments', title: t`Despesas pagas`, months: figures.payments },
  ].filter((card) => card.months !== null)
  if (cards.length === 0) return null
  return (
    <ul className="early-home__figures" data-testid="early-figures">
      {cards.map(({ key, title, months }) => {
        const sums = monthAndYearOf(months ?? [], today)
        return (
          <li key={key} className="early-home__figure" data-testid={`early-figure-${key}`}>
            <p className="early-home__figure-title">{title}</p>
            <dl>
              <dt>{thisMonth}</dt>
              <dd>{formatMoney(sums.month, i18n.locale)}</dd>
              <dt>{t`Em ${year}`}</dt>
              <dd>{formatMoney(sums.year, i18n.locale)}</dd>
            </dl>
          </li>
        )
      })}
    </ul>
  )
}
