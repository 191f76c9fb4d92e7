import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { AlertOccurrence } from '../../../sync'
import { formatDate, formatMoney } from '../../lib/format'

export interface ReminderTexts {
  title: (r: AlertOccurrence) => string
  /** What is left and when it falls due. */
  body: (r: AlertOccurrence, today: string) => string
  /** Where the reminder opens the app: the calendar on the due day, else the entries' list. */
  url: (r: AlertOccurrence) => string
  /** The title of one toast for several reminders that fell due together. */
  severalTitle: (count: number) => string
  /** "and N more" under the first reminders a toast lists. */
  more: (count: number) => string
  /** The reminders of the toast a newer one took the place of: still on the home's list. */
  earlier: (count: number) => string
  dismiss: string
  dismissAll: string
  snoozeHour: string
  snoozeTomorrow: string
}

/** The words of a reminder in the active language (toasts, notifications, the home list). */
export function useReminderTexts(): ReminderTexts {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const locale = i18n.locale
    return {
      title: (r) => {
        const what = r.description || (r.kind === 'expense' ? t`Despesa` : t`Receita`)
        return r.kind === 'expense' ? t`Pagar: ${what}` : t`Receber: ${what}`
      },
      body: (r, today) => {
        const amount = formatMoney(r.remaining, locale)
        const date = formatDate(r.instalmentDate, locale)
        if (r.instalmentDate === today) return t`${amount} · vence hoje`
        return r.instalmentDate < today
          ? t`${amount} · venceu em ${date}`
          : t`${amount} · vence em ${date}`
      },
      // A tap opens the entry itself, where it is paid or received.
      url: (r) =>
        `${r.kind === 'expense' ? '/expenses' : '/revenues'}?id=${encodeURIComponent(r.entryId)}`,
      severalTitle: (count) => plural(count, { one: '# lembrete', other: '# lembretes' }),
      more: (count) => plural(count, { one: 'e mais # lembrete', other: 'e mais # lembretes' }),
      earlier: (count) =>
        plural(count, {
          one: 'Outro lembrete continua na página inicial',
          other: 'Outros # lembretes continuam na página inicial',
        }),
      dismiss: t`Dispensar`,
      dismissAll: t`Dispensar todos`,
      snoozeHour: t`Adiar 1 hora`,
      snoozeTomorrow: t`Adiar até amanhã às 9h`,
    } satisfies ReminderTexts
  }, [t, i18n.locale])
}
