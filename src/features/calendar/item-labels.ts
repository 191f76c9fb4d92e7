import { msg, t } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import type { CalendarItem, CalendarSource, ExpenseCategory, RevenueOrigin } from '../../../sync'
import { categoryLabel, originLabel } from '../../components/books'

/** What kind of thing an item is, in words. */
export const sourceLabel = labels<CalendarSource>({
  revenue: msg`Receita`,
  expense: msg`Despesa`,
  event: msg`Evento`,
  alert: msg`Lembrete`,
  liability: msg`Passivo`,
})

/** The item's name: its own text, else its category or origin, else its kind. */
export function itemTitle(item: CalendarItem): string {
  if (item.title.trim()) return item.title
  if (item.category && item.source === 'expense')
    return categoryLabel(item.category as ExpenseCategory)
  if (item.category && item.source === 'revenue') return originLabel(item.category as RevenueOrigin)
  return sourceLabel(item.source)
}

/** The item's state in words (never colour alone); null where there is none (events). */
export function statusLabel(item: CalendarItem): string | null {
  if (item.source === 'event') return null
  if (item.source === 'alert') return item.time ? t`Lembrete às ${item.time}` : t`Lembrete`
  switch (item.status) {
    case 'overdue':
      return t`Vencido`
    case 'partial':
      return t`Parcial`
    case 'open':
      return t`Em aberto`
    case 'realized':
      return item.source === 'revenue'
        ? t`Recebido`
        : item.source === 'liability'
          ? t`Quitado`
          : t`Pago`
  }
}

/** The colour palette of a kind of item (its status adds an icon and words). */
export const SOURCE_PALETTE: Record<CalendarSource, string> = {
  revenue: 'green',
  expense: 'orange',
  event: 'purple',
  alert: 'blue',
  liability: 'gray',
}

/**
 * Where a tap on the item leads: an event's page; the entry or liability itself, opened on its
 * list (`?id=`), which stays filtered by the instalment's situation once the record is closed.
 */
export function itemHref(item: CalendarItem): string {
  const { to, id } = item.link
  if (to === '/events/$eventId') return `/events/${encodeURIComponent(id)}`
  if (to === '/liabilities') return `${to}?id=${encodeURIComponent(id)}`
  const situation =
    item.status === 'overdue' ? 'overdue' : item.status === 'realized' ? 'realized' : 'open'
  return `${to}?situacao=${situation}&id=${encodeURIComponent(id)}`
}
