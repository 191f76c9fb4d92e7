import { z } from 'zod'
import { levelOrderSchema, levelParentProblem, nameSchema } from '../../../../sync'

export interface LevelRow {
  id: string
  name: string
  order: number
  parentLevelId: string | null
}

/**
 * The level form (spec §5) on the contract's rules (sync/contracts/levels.ts): the name, the order
 * (0 to 1000; typed as text), order 0 = administrator with no parent, 2+ need a parent; then what
 * the form checks against the levels it has (one administrator level, a parent of lower order),
 * with the server's codes. Messages are codes, turned into text when shown (contractMessage).
 */
export function levelFormSchema(levels: readonly LevelRow[], editingId: string | null) {
  return z
    .object({
      name: nameSchema,
      order: z
        .string()
        .trim()
        .min(1)
        .regex(/^\d+$/, 'invalid_order')
        .transform(Number)
        .pipe(levelOrderSchema),
      parentLevelId: z.string(),
    })
    .superRefine((value, ctx) => {
      const problem = levelParentProblem(value.order, value.parentLevelId || null)
      if (problem) ctx.addIssue({ code: 'custom', path: ['parentLevelId'], message: problem })
      if (value.order === 0 && levels.some((l) => l.order === 0 && l.id !== editingId))
        ctx.addIssue({ code: 'custom', path: ['order'], message: 'administrator_level_exists' })
      const parent = levels.find((level) => level.id === value.parentLevelId)
      if (
        !problem &&
        value.parentLevelId &&
        (!parent || parent.order >= value.order || parent.id === editingId)
      )
        ctx.addIssue({ code: 'custom', path: ['parentLevelId'], message: 'parent_order_not_lower' })
    })
}
