import { t } from '@lingui/core/macro'
import { formatDate, formatMoney } from '../../../lib/format'

/** A receipt as a WhatsApp message (when the phone cannot share the PDF itself). */
export const receiptMessage = (
  receipt: { name: string; amount: number; date: string; record: string; tithe: boolean },
  church: string,
) => {
  const amount = formatMoney(receipt.amount)
  const date = formatDate(receipt.date)
  return receipt.tithe
    ? t`Olá, ${receipt.name}! A ${church} confirma o recebimento do seu dízimo de ${amount} em ${date} (registro ${receipt.record}). Deus abençoe!`
    : t`Olá! A ${church} confirma o recebimento da oferta de ${amount} em ${date} (registro ${receipt.record}). Deus abençoe!`
}
