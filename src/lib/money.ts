import { decimalSeparator } from './format'

/**
 * The one reader of an amount typed in reais (issue 13 §2; the decision table is in
 * docs/treasury.md). Money is integer centavos. Rules, in every language:
 * - a dot or a comma followed by exactly one or two digits at the end marks the centavos
 *   ('100.00', '100,00', '50.5', '0,5');
 * - thousands are accepted only in proper groups of three, separated by the language's group
 *   mark (pt-BR and es '.', en ','), a space, or — when the centavos are marked with the other
 *   sign — by that other sign ('1.234,56' and '1,234.56' alike);
 * - a group of three after the language's own group mark is thousands ('1.234' in pt-BR is
 *   R$ 1.234,00; in en it is refused), after its decimal mark it is three decimals and refused
 *   ('10,999' in pt-BR), never rounded;
 * - anything else is refused, never guessed into another amount.
 */
export type MoneyProblem = 'invalid' | 'too_many_decimals' | 'bad_grouping' | 'too_large'
export type MoneyReading =
  { ok: true; centavos: number } | { ok: false; empty: boolean; problem: MoneyProblem }

const refuse = (problem: MoneyProblem): MoneyReading => ({ ok: false, empty: false, problem })

/** More than this many digits of reais cannot be a real amount (and would lose precision). */
const MAX_WHOLE_DIGITS = 13

function readWhole(
  whole: string,
  allowed: readonly string[],
  decimalMark: string,
): number | MoneyProblem {
  if (whole === '') return 0
  if (/^\d+$/.test(whole)) return whole.length > MAX_WHOLE_DIGITS ? 'too_large' : Number(whole)
  const marks = new Set(whole.replace(/\d/g, ''))
  if (marks.size !== 1) return 'bad_grouping'
  const [mark = ''] = [...marks]
  if (!allowed.includes(mark)) {
    // '10,999' in pt-BR: the language's decimal mark with three digits after it.
    const once = whole.split(mark).length === 2 && /^\d+$/.test(whole.split(mark)[1] ?? '')
    return mark === decimalMark && once ? 'too_many_decimals' : 'bad_grouping'
  }
  const escaped = mark === '.' ? '\\.' : mark
  if (!new RegExp(`^\\d{1,3}(${escaped}\\d{3})+$`).test(whole)) return 'bad_grouping'
  const digits = whole.split(mark).join('')
  return digits.length > MAX_WHOLE_DIGITS ? 'too_large' : Number(digits)
}

export function readMoney(text: string, locale?: string): MoneyReading {
  const decimal = decimalSeparator(locale)
  const group = decimal === ',' ? '.' : ','
  let body = text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/R\$|BRL/gi, ' ')
    .trim()
  if (body === '') return { ok: false, empty: true, problem: 'invalid' }
  let negative = false
  if (/^[-\u2212]/.test(body)) {
    negative = true
    body = body.slice(1).trim()
  }
  body = body.replace(/ +/g, ' ')
  if (!/^[\d., ]+$/.test(body) || !/\d/.test(body)) return refuse('invalid')
  const fraction = /^(.*?)([.,])(\d{1,2})$/.exec(body)
  let whole: number | MoneyProblem
  let cents = 0
  if (fraction) {
    const [, head = '', mark = '', digits = ''] = fraction
    // The centavos' mark may not also group the thousands ('1.234.56').
    whole = readWhole(head, [' ', mark === '.' ? ',' : '.'], mark)
    if (whole === 'too_many_decimals') whole = 'bad_grouping'
    cents = Number(digits.padEnd(2, '0'))
  } else {
    if (/[.,]$/.test(body)) return refuse('invalid')
    whole = readWhole(body, [' ', group], decimal)
    // '1,234.567' / '1.234,567': a mark with three digits after the other mark.
    if (whole === 'bad_grouping' && /^[\d ]*[.,]?[\d ]*[.,]\d{3,}$/.test(body)) {
      const last = body.match(/[.,]/g)?.at(-1)
      if (last !== undefined && body.split(last).length === 2) whole = 'too_many_decimals'
    }
  }
  if (typeof whole !== 'number') return refuse(whole)
  const centavos = whole * 100 + cents
  return { ok: true, centavos: negative && centavos !== 0 ? -centavos : centavos }
}

/** The amount typed, in centavos, or null when it is empty or refused (see readMoney). */
export function parseMoney(text: string, locale?: string): number | null {
  const reading = readMoney(text, locale)
  return reading.ok ? reading.centavos : null
}
