/**
 * A CPF as lists and exports that do not need it show it (LGPD minimisation): only its middle six
 * digits, '•••.456.789-••' — enough to tell two people apart, not to use someone's CPF. The
 * member's page shows it whole to who may read the record. Anything that is not 11 digits shows
 * no digit at all; nothing, nothing.
 */
export function maskCpfForList(cpf: string | null | undefined): string {
  const digits = (cpf ?? '').replace(/\D/g, '')
  if (digits === '') return ''
  if (digits.length !== 11) return '•••.•••.•••-••'
  return `•••.${digits.slice(3, 6)}.${digits.slice(6, 9)}-••`
}
