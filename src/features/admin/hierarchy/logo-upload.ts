import { t } from '@lingui/core/macro'
import {
  CHURCH_IMAGE_MAX_BYTES,
  churchImageUploadResponseSchema,
  HttpError,
  request,
  syncStatus,
} from '../../../../sync'

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
const MAX_MB = CHURCH_IMAGE_MAX_BYTES / (1024 * 1024)

/** Why a file cannot be a logo (format, size), or null. Checked before sending; the server checks again. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type))
    return t`Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.`
  if (file.size > CHURCH_IMAGE_MAX_BYTES)
    return t`Arquivo grande demais. O tamanho máximo é ${MAX_MB} MB.`
  return null
}

/** Resolves when the outbox is empty (a church created a moment ago has reached the server), or after `ms`. */
function waitForOutbox(ms = 15_000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      const status = syncStatus.getSnapshot()
      return status.pending === 0 && !status.syncing
    }
    if (done()) return resolve()
    const timer = setTimeout(finish, ms)
    const unsubscribe = syncStatus.subscribe(() => {
      if (done()) finish()
    })
    function finish() {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
  })
}

/** Sends a church's logo (online only: POST /churches/v1/upload-image). Throws a translated Error. */
export async function uploadLogo(churchId: string, file: File, pendingCreate: boolean) {
  const problem = logoFileProblem(file)
  if (problem) throw new Error(problem)
  if (pendingCreate) await waitForOutbox()
  const body = new FormData()
  body.set('file', file)
  body.set('churchId', churchId)
  body.set('fileType', 'logo')
  try {
    return await request('POST', '/churches/v1/upload-image', {
      body,
      schema: churchImageUploadResponseSchema,
    })
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new Error(t`Arquivo grande demais. O tamanho máximo é ${MAX_MB} MB.`)
    if (error instanceof HttpError && error.status === 415)
      throw new Error(t`Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.`)
    if (error instanceof HttpError && error.serverMessage)
      throw new Error(t`Falha no envio do arquivo: ${error.serverMessage}`)
    throw new Error(t`Falha no envio do arquivo. Tente novamente.`)
  }
}
