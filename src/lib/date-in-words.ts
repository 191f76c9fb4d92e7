import { i18n } from '@lingui/core'
import { isIsoDate } from '../../sync'

/**
 * A calendar date ('2026-11-29') written out as a letter or a certificate says it: "29 de
 * novembro de 2026" (pt-BR, the first of the month "1º de dezembro de 2026"), "November 29,
 * 2026", "29 de noviembre de 2026". An ISO date is a day, not a moment (docs/dates.md): it is
 * read at UTC and formatted at UTC, so no time zone moves it. '' for what is not a date.
 */
export function dateInWords(iso: string, locale: string = i18n.locale || 'pt-BR'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match || !isIsoDate(iso)) return ''
  const date = new Date(`${iso}T00:00:00Z`)
  const text = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
  return locale.startsWith('pt') && match[3] === '01' ? text.replace(/^1 /, '1º ') : text
}
