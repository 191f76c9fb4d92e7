import { t } from '@lingui/core/macro'
import {
  PAYMENT_METHODS,
  type ExpenseCategory,
  type PaymentMethod,
  type RevenueOrigin,
} from '../../../sync'

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

/** Revenue origins and expense categories (spec §3). */
export function originLabel(origin: RevenueOrigin): string {
  switch (origin) {
    case 'evento':
      return t`Evento`
    case 'outros':
      return t`Outros`
    case 'doacao':
      return t`Doação`
    case 'oferta':
      return t`Oferta`
    case 'dizimo':
      return t`Dízimo`
    case 'venda':
      return t`Venda`
    case 'servico':
      return t`Serviço`
    case 'outro':
      return t`Outro`
  }
}

export function categoryLabel(category: ExpenseCategory): string {
  switch (category) {
    case 'event':
      return t`Evento`
    case 'maintenance':
      return t`Manutenção`
    case 'office':
      return t`Escritório`
    case 'other':
      return t`Outra`
  }
}
