import { t } from '@lingui/core/macro'
import { HttpError } from '../../../sync'

/** The text of a failed sign-up call: offline said plainly, else the server's message. */
export function failureText(error: unknown): string {
  if (error instanceof HttpError && error.isNetwork)
    return t`Sem conexão com a internet. Verifique sua conexão e tente novamente.`
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage
  return t`Não foi possível concluir o pré-cadastro.`
}
