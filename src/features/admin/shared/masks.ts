import { onlyDigits } from '../../../../sync'

/** Applies a digit mask ('00.000.000/0000-00') to what was typed so far; extra digits are dropped. */
function mask(value: string, pattern: string): string {
  const digits = onlyDigits(value)
  let out = ''
  let i = 0
  for (const ch of pattern) {
    if (i >= digits.length) break
    if (ch === '0') out += digits[i++]
    else out += ch
  }
  return out
}

/** CNPJ as typed: 00.000.000/0000-00. */
export const maskCnpj = (value: string): string => mask(value, '00.000.000/0000-00')

/** CPF as typed: 000.000.000-00. */
export const maskCpf = (value: string): string => mask(value, '000.000.000-00')
