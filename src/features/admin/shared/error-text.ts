import { t } from '@lingui/core/macro'
import { HttpError } from '../../../../sync'

/** The text of a failed call: the server's translated message, else a network or generic text. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.isNetwork)
      return t`Sem conexão com o servidor. Tente novamente quando estiver online.`
    if (error.serverMessage) return error.serverMessage
  }
  return t`Não foi possível salvar. Tente novamente.`
}
