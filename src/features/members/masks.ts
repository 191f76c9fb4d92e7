/** pt-BR input masks: they keep the digits and put the punctuation in as the user types. */

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max)

/** 000.000.000-00 */
export function maskCpf(text: string): string {
  const d = digits(text, 11)
  if (d.length <= 3) return d
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
}

/** 00000-000 */
export function maskCep(text: string): string {
  const d = digits(text, 8)
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`
}

/** (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles. */
export function maskPhone(text: string): string {
  const d = digits(text, 11)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  const area = `(${d.slice(0, 2)}) `
  const rest = d.slice(2)
  const split = d.length === 11 ? 5 : 4
  return rest.length <= split ? area + rest : `${area}${rest.slice(0, split)}-${rest.slice(split)}`
}
