/**
 * An amount of money written out in Portuguese, as a receipt or a cheque says it ("valor por
 * extenso"): 12050 centavos → "cento e vinte reais e cinquenta centavos". Money is integer
 * centavos (docs/treasury.md). Always Portuguese: it is what the Brazilian paper says, whatever
 * the user's language.
 *
 * The rules followed (the usual Brazilian form):
 * - "cem" alone, "cento e ..." before more; "mil", never "um mil"; "um milhão", "dois milhões";
 * - within a group of three digits the words are joined by "e" ("trezentos e quarenta e cinco");
 * - between groups, "e" only before the last group when it is below one hundred or a round
 *   hundred ("mil e cem", "mil e vinte", "um milhão e duzentos mil"), else a space
 *   ("mil duzentos e trinta");
 * - "de reais" after a round million, billion or trillion ("um milhão de reais");
 * - "real"/"reais", "centavo"/"centavos"; no reais: only the centavos ("um centavo").
 */

const UNITS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
]
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
]
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
]
/** Scale words by group (index 1 = thousands): [singular, plural]. */
const SCALES: readonly (readonly [string, string])[] = [
  ['', ''],
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
  ['trilhão', 'trilhões'],
]

/** 1..999 in words. */
function groupInWords(n: number): string {
  if (n === 100) return 'cem'
  const words: string[] = []
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  if (hundreds > 0) words.push(HUNDREDS[hundreds]!)
  if (rest > 0 && rest < 20) words.push(UNITS[rest]!)
  else if (rest >= 20) {
    words.push(TENS[Math.floor(rest / 10)]!)
    if (rest % 10 > 0) words.push(UNITS[rest % 10]!)
  }
  return words.join(' e ')
}

/** A whole number (0 up to 999 trillions) in words: 2500000 → "dois milhões e quinhentos mil". */
export function integerInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error('a whole number ≥ 0')
  if (value === 0) return UNITS[0]!
  const groups: number[] = []
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000)
  if (groups.length > SCALES.length) throw new Error('too large')
  const parts: { words: string; value: number }[] = []
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!
    if (group === 0) continue
    const [one, many] = SCALES[i]!
    const words =
      i === 0
        ? groupInWords(group)
        : i === 1 && group === 1
          ? one
          : `${groupInWords(group)} ${group === 1 ? one : many}`
    parts.push({ words, value: group })
  }
  const last = parts[parts.length - 1]!
  const lastJoinsWithE = last.value < 100 || last.value % 100 === 0
  return parts
    .map(
      (part, i) =>
        (i === 0 ? '' : i === parts.length - 1 && lastJoinsWithE ? ' e ' : ' ') + part.words,
    )
    .join('')
}

/** Centavos in words: 12050 → "cento e vinte reais e cinquenta centavos"; 1 → "um centavo". */
export function amountInWords(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new Error('centavos ≥ 0')
  const reais = Math.floor(centavos / 100)
  const cents = centavos % 100
  const centsWords =
    cents > 0 ? `${integerInWords(cents)} ${cents === 1 ? 'centavo' : 'centavos'}` : ''
  if (reais === 0) return centsWords || 'zero reais'
  // "de reais" after a round million or more (the groups below the millions are all zero)
  const roundMillions = reais >= 1_000_000 && reais % 1_000_000 === 0
  const currency = reais === 1 ? 'real' : roundMillions ? 'de reais' : 'reais'
  const reaisWords = `${integerInWords(reais)} ${currency}`
  return centsWords ? `${reaisWords} e ${centsWords}` : reaisWords
}
