import { z } from 'zod'
import { idSchema, listQueryFields, nameSchema, rowMetaFields } from './common'
import { lazy } from './lazy'

/** Hierarchy levels: order 0 = administrator (no parent), 1 = highest (no parent needed), 2+ need a parent of lower order. */

export const levelOrderSchema = lazy(() =>
  z.int('invalid_order').min(0, 'invalid_order').max(1000, 'invalid_order'),
)

/** The rules of one level's order and parent, shared by create and (merged) update. */
export function levelParentProblem(order: number, parentLevelId: string | null): string | null {
  if (order === 0 && parentLevelId !== null) return 'parent_not_allowed'
  if (order >= 2 && parentLevelId === null) return 'parent_required'
  return null
}

export const levelCreateSchema = lazy(() =>
  z
    .object({
      id: idSchema.optional(),
      name: nameSchema,
      order: levelOrderSchema,
      parentLevelId: idSchema.nullable().default(null),
    })
    .superRefine((value, ctx) => {
      const problem = levelParentProblem(value.order, value.parentLevelId)
      if (problem) ctx.addIssue({ code: 'custom', path: ['parentLevelId'], message: problem })
    }),
)
export const levelUpdateSchema = lazy(() =>
  z
    .strictObject({ name: nameSchema, order: levelOrderSchema, parentLevelId: idSchema.nullable() })
    .partial(),
)
export const levelSchema = lazy(() =>
  z.object({
    ...rowMetaFields,
    name: z.string(),
    order: z.number().int(),
    parentLevelId: z.string().nullable(),
  }),
)
export const levelListQuerySchema = lazy(() => z.object(listQueryFields))
export type LevelCreate = z.output<typeof levelCreateSchema>
export type LevelUpdate = z.output<typeof levelUpdateSchema>
export type Level = z.output<typeof levelSchema>
