import { t } from '@lingui/core/macro'
import { HttpError, UploadRefused } from '../../../sync'
import { uploadMessage } from './issue-text'

/** The text of a failed action: the server's translated message, a spec upload message, else a generic text. */
export function errorText(error: unknown): string {
  if (error instanceof UploadRefused) return uploadMessage(error.code)
  if (error instanceof HttpError) {
    if (error.isNetwork)
      return t`Sem conexão com o servidor. Tente novamente quando estiver online.`
    if (error.serverMessage) return error.serverMessage
  }
  return t`Não foi possível salvar. Tente novamente.`
}
