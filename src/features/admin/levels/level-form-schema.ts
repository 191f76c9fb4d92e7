import { t } from '@lingui/core/macro'
import { z } from 'zod'
import { MIN_NAME_LENGTH } from '../../../../sync'

export interface LevelRow {
  id: string
  name: string
  order: number
  parentLevelId: string | null
}

/**
 * The level form (spec §5): all fields filled; order 0 = administrator, no parent, one per
 * organisation; order 1 needs no parent; 2+ need a parent of a lower order.
 */
export function levelFormSchema(levels: readonly LevelRow[], editingId: string | null) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(MIN_NAME_LENGTH, t`O nome deve ter pelo menos ${MIN_NAME_LENGTH} caracteres.`)
        .max(200, t`O nome é longo demais.`),
      order: z
        .string()
        .trim()
        .min(1, t`Informe a ordem.`)
        .regex(/^\d{1,4}$/, t`A ordem é um número inteiro de 0 a 1000.`)
        .transform(Number)
        .refine((n) => n <= 1000, t`A ordem é um número inteiro de 0 a 1000.`),
      parentLevelId: z.string(),
    })
    .superRefine((value, ctx) => {
      const parent = levels.find((level) => level.id === value.parentLevelId)
      if (value.order === 0 && value.parentLevelId)
        ctx.addIssue({
          code: 'custom',
          path: ['parentLevelId'],
          message: t`O nível de ordem 0 (administrador) não tem nível superior.`,
        })
      if (value.order === 0 && levels.some((l) => l.order === 0 && l.id !== editingId))
        ctx.addIssue({
          code: 'custom',
          path: ['order'],
          message: t`Já existe um nível de administrador (ordem 0).`,
        })
      if (value.order >= 2 && !value.parentLevelId)
        ctx.addIssue({
          code: 'custom',
          path: ['parentLevelId'],
          message: t`Níveis de ordem 2 ou mais precisam de um nível superior.`,
        })
      if (
        value.parentLevelId &&
        (!parent || parent.order >= value.order || parent.id === editingId)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['parentLevelId'],
          message: t`O nível superior precisa ter uma ordem menor.`,
        })
    })
}
