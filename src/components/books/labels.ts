import { msg } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import {
  PAYMENT_METHODS,
  type ExpenseCategory,
  type PaymentMethod,
  type RevenueOrigin,
} from '../../../sync'

/** The payment methods (spec §3) of every church book, translated when shown. */
export const methodLabel = labels<PaymentMethod>({
  dinheiro: msg`Dinheiro`,
  cartao: msg`Cartão`,
  pix: msg`PIX`,
  ted: msg`TED`,
  doc: msg`DOC`,
  cheque: msg`Cheque`,
  boleto: msg`Boleto`,
  cartao_de_credito: msg`Cartão de crédito`,
  cartao_de_debito: msg`Cartão de débito`,
  transferencia: msg`Transferência`,
})

export const methodOptions = () =>
  PAYMENT_METHODS.map((value) => ({ value, label: methodLabel(value) }))

/** Revenue origins and expense categories (spec §3). */
export const originLabel = labels<RevenueOrigin>({
  evento: msg`Evento`,
  outros: msg`Outros`,
  doacao: msg`Doação`,
  oferta: msg`Oferta`,
  dizimo: msg`Dízimo`,
  venda: msg`Venda`,
  servico: msg`Serviço`,
  outro: msg`Outro`,
})

export const categoryLabel = labels<ExpenseCategory>({
  event: msg`Evento`,
  maintenance: msg`Manutenção`,
  office: msg`Escritório`,
  other: msg`Outra`,
})
