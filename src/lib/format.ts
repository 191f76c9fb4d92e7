import { i18n } from '@lingui/core'
import { localDateOf } from '../../sync'

/** Formatting by language (spec §1): pt-BR `R$ 1.234,56` and `21/11/2026`; money reads R$ in every language. */
function activeLocale(locale?: string): string {
  return locale ?? (i18n.locale || 'pt-BR')
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.NumberFormat | undefined
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    cache.set(key, format)
  }
  return format
}
/** One Intl.DateTimeFormat per language and options (making one costs far more than using it). */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    cache.set(key, format)
  }
  return format
}

/** Intl puts a no-break space in some numbers; plain spaces read and test the same. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/**
 * 'R$', a no-break space, then the amount in the language's digits, in every language (issue 48):
 * Intl wrote '5850,00 BRL' in es and 'R$5,850.00' in en, and a plain space let a narrow card
 * break 'R$ / 159,90'. Groups of thousands always (es groups '5.850' like '12.345').
 */
function reais(value: number, locale: string | undefined, fractionDigits: number): string {
  const digits = numberFormat(activeLocale(locale), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: 'always',
  }).format(Math.abs(value))
  const negative = value < 0 && /[1-9]/.test(digits)
  return `${negative ? '-' : ''}R$\u00a0${plainSpaces(digits)}`
}

/** Money is integer centavos everywhere; shown in reais (BRL): 'R$ 1.234,56' (a no-break space). */
export function formatMoney(centavos: number, locale?: string): string {
  return reais(centavos / 100, locale, 2)
}

/** Whole reais, for a chart's scale ('R$ 16.000'): the centavos belong to the tooltip, not the axis. */
export function formatMoneyWhole(centavos: number, locale?: string): string {
  return reais(Math.round(centavos / 100), locale, 0)
}

export function formatNumber(
  value: number,
  locale?: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return plainSpaces(numberFormat(activeLocale(locale), options).format(value))
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A calendar date ('2026-11-21') is shown as that day everywhere (read as UTC, no time-zone
 * shift); a timestamp as its day where the user is (`localDateOf`, docs/dates.md).
 */
export function formatDate(iso: string, locale?: string): string {
  const day = DATE_ONLY.test(iso) ? iso : localDateOf(iso)
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(activeLocale(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** A month 'AAAA-MM' as people say it: 'outubro de 2026', 'October 2026', 'octubre de 2026'. */
export function formatPeriod(period: string, locale?: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period)
  if (!match) return period
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))
  return dateFormat(activeLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(activeLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(date)
}

/** The time of day of an instant, in the device's time zone ('19:42'). */
export function formatTime(iso: string, locale?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(activeLocale(locale), { timeStyle: 'short' }).format(date)
}

/** The decimal separator of a language ('1,5' in pt-BR and es, '1.5' in en). */
export function decimalSeparator(locale?: string): string {
  return (
    numberFormat(activeLocale(locale), {})
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? ','
  )
}

/** Centavos as an editable amount without the currency sign ('1.234,56' in pt-BR). */
export function formatMoneyInput(centavos: number, locale?: string): string {
  return formatNumber(centavos / 100, locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
}

/** 'José da Silva': a person's name and surname (a deleted member's anonymised name stays as stored). */
export function fullName(person: { name: string; surname?: string | null }): string {
  return [person.name, person.surname].filter(Boolean).join(' ')
}

/** 'Ana, Bruno e Carla' ('Ana, Bruno y Carla', 'Ana, Bruno, and Carla'): names joined in the language. */
export function formatList(items: readonly string[], locale?: string): string {
  return new Intl.ListFormat(activeLocale(locale), { style: 'long', type: 'conjunction' }).format(
    items,
  )
}
