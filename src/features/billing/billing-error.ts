import { t } from '@lingui/core/macro'
import { HttpError } from '../../../sync'
import { contractMessage } from '../../components/form'

/** The text of a failed billing call: offline said plainly, known codes translated, else the server's words. */
export function billingErrorText(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.isNetwork) return t`Sem conexão: a assinatura precisa da internet.`
    const text = contractMessage(error.code)
    if (text !== error.code) return text
    if (error.serverMessage) return error.serverMessage
  }
  return t`Não foi possível concluir a operação. Tente novamente.`
}
