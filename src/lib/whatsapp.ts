/**
 * "Enviar pelo WhatsApp" without any WhatsApp API or server: a wa.me link the phone opens in
 * WhatsApp with the message typed in, to a Brazilian number (https://wa.me/55<DDD><número>?text=…).
 */

/**
 * A Brazilian phone as WhatsApp knows it: '55' + DDD + number, or null when it is not one.
 * Takes it as people type it: masked or not, with or without +55 or 0055, with the long-distance
 * 0 (and a carrier code: 0 15 11 …); a mobile typed without its 9th digit (8 digits starting
 * 6–9) gets it; a landline (8 digits starting 2–5) stays as it is (WhatsApp Business).
 */
export function normalizeBrPhone(raw: string | null | undefined): string | null {
  let digits = (raw ?? '').replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  let national: string
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13))
    national = digits.slice(2)
  else if (digits.length === 10 || digits.length === 11) national = digits
  else if (digits.startsWith('0') && (digits.length === 11 || digits.length === 12))
    national = digits.slice(1)
  else if (digits.startsWith('0') && (digits.length === 13 || digits.length === 14))
    national = digits.slice(3) // 0 + carrier code (2 digits)
  else return null
  const ddd = national.slice(0, 2)
  let number = national.slice(2)
  if (!/^[1-9][1-9]$/.test(ddd)) return null
  if (number.length === 9) {
    if (!number.startsWith('9')) return null
  } else if (number.length === 8) {
    if (/^[6-9]/.test(number)) number = `9${number}`
    else if (!/^[2-5]/.test(number)) return null
  } else return null
  return `55${ddd}${number}`
}

/**
 * The wa.me link with the message: to the number when it is a Brazilian phone, else with no
 * number (WhatsApp asks whom to send it to). null when there is no message.
 */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  if (!text.trim()) return null
  const number = normalizeBrPhone(phone)
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`
}
