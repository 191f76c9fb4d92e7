import { t } from '@lingui/core/macro'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../sync'

/** The payment methods (spec §3) of every church book, translated when shown. */
export function methodLabel(method: PaymentMethod): string {
  switch (method) {
    case 'dinheiro':
      return t`Dinheiro`
    case 'cartao':
      return t`Cartão`
    case 'pix':
      return t`PIX`
    case 'ted':
      return t`TED`
    case 'doc':
      return t`DOC`
    case 'cheque':
      return t`Cheque`
    case 'boleto':
      return t`Boleto`
    case 'cartao_de_credito':
      return t`Cartão de crédito`
    case 'cartao_de_debito':
      return t`Cartão de débito`
    case 'transferencia':
      return t`Transferência`
  }
}

export const methodOptions = () =>
  PAYMENT_METHODS.map((value) => ({ value, label: methodLabel(value) }))
