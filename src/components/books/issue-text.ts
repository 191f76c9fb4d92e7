import { t } from '@lingui/core/macro'

/** The spec's upload messages (§8) for the codes of the device queue and the server. */
export function uploadMessage(code: string): string {
  switch (code) {
    case 'attachment_unsupported_format':
      return t`Formato de arquivo não suportado. Envie PDF, PNG ou JPEG.`
    case 'attachment_too_large':
      return t`Arquivo muito grande. O máximo é 5 MB.`
    case 'attachment_max_files':
      return t`Número máximo de arquivos excedido (5 por lançamento).`
    default:
      return t`Falha no envio do arquivo.`
  }
}
