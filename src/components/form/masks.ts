/** pt-BR input masks for `MaskedField`: they keep the digits and add the punctuation as the user types. */

function mask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '')
  let out = ''
  let i = 0
  for (const ch of pattern) {
    if (i >= digits.length) break
    if (ch === '0') out += digits[i++]
    else out += ch
  }
  return out
}

/** 000.000.000-00 */
export const maskCpf = (value: string): string => mask(value, '000.000.000-00')
/** 00.000.000/0000-00 */
export const maskCnpj = (value: string): string => mask(value, '00.000.000/0000-00')
/** 00000-000 */
export const maskCep = (value: string): string => mask(value, '00000-000')

/** (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  const area = `(${d.slice(0, 2)}) `
  const rest = d.slice(2)
  const split = d.length === 11 ? 5 : 4
  return rest.length <= split ? area + rest : `${area}${rest.slice(0, split)}-${rest.slice(split)}`
}

/** 0000 0000 0000 0000 (card numbers up to 19 digits). */
export const maskCardNumber = (value: string): string =>
  mask(value, '0000 0000 0000 0000 000').trimEnd()
/** MM/AA */
export const maskCardExpiry = (value: string): string => mask(value, '00/00')

/** 00:00 on a 24-hour clock; an hour typed as one digit above 2 ('930') is read as '09:30'. */
export function maskTime(value: string): string {
  const digits = value.replace(/\D/g, '')
  return mask(/^[3-9]/.test(digits) ? `0${digits}` : digits, '00:00')
}
