import { t } from '@lingui/core/macro'
import { HttpError } from '../../../sync'

/**
 * Spec §8: the server's `message` if present, else the error text, else 'Erro ao realizar
 * login.'. A network failure has no server message: its "error text" is a translated
 * "could not reach the server" (the raw client text would mean nothing to the user).
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.serverMessage) return error.serverMessage
    if (error.isNetwork) return t`Não foi possível conectar ao servidor. Verifique sua conexão.`
    return t`Erro ao realizar login.`
  }
  if (error instanceof Error && error.message) return error.message
  return t`Erro ao realizar login.`
}
