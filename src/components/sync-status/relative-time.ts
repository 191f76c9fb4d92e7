const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** "há 2 minutos" / "2 minutes ago" / "hace 2 minutos" in the given language. */
export function relativeTime(iso: string, now: number, locale: string): string {
  const then = new Date(iso).getTime()
  if (Number.isNaN(then)) return ''
  let value = (then - now) / 1000
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (Math.abs(value) < 45) return format.format(0, 'second')
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit)
    value /= size
  }
  return ''
}
