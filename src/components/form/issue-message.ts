import { t } from '@lingui/core/macro'
import type { z } from 'zod'

const isEmpty = (input: unknown) => input === undefined || input === null || input === ''

/**
 * Translated text for zod's standard issues, so contract schemas (written once, without UI
 * text) give messages in the active language. A schema's own message wins over this one.
 * Returns undefined for issues it does not know (zod's default applies).
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? t`Campo obrigatório` : t`Valor inválido`
    case 'too_small': {
      const minimum = Number(issue.minimum)
      if (issue.origin === 'string')
        return minimum <= 1 ? t`Campo obrigatório` : t`Mínimo de ${minimum} caracteres`
      if (issue.origin === 'array' || issue.origin === 'set')
        return t`Selecione ao menos ${minimum}`
      return t`O valor mínimo é ${minimum}`
    }
    case 'too_big': {
      const maximum = Number(issue.maximum)
      if (issue.origin === 'string') return t`Máximo de ${maximum} caracteres`
      if (issue.origin === 'array' || issue.origin === 'set')
        return t`Selecione no máximo ${maximum}`
      return t`O valor máximo é ${maximum}`
    }
    case 'invalid_format':
      if (isEmpty(issue.input)) return t`Campo obrigatório`
      return issue.format === 'email' ? t`E-mail inválido` : t`Formato inválido`
    case 'invalid_value':
      return isEmpty(issue.input) ? t`Campo obrigatório` : t`Opção inválida`
    default:
      return undefined
  }
}
