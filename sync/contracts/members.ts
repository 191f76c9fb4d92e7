import { z } from 'zod'
import { idSchema } from './common'
import {
  TITHE_STATUSES,
  addRuleIssues,
  defaultCategory,
  isoDateSchema,
  memberCreateObject,
  memberEditable,
} from './members/fields'
import { lazy } from './lazy'

export * from './members/fields'
export * from './members/registration'
export * from './members/rows'

/** The output always carries a category (left out = the status's default). */
export const memberCreateSchema = lazy(() =>
  memberCreateObject.superRefine(addRuleIssues).transform((value) => ({
    ...value,
    category: value.category ?? defaultCategory(value.status),
  })),
)
export type MemberCreate = z.output<typeof memberCreateSchema>
export type MemberCreateInput = z.input<typeof memberCreateSchema>

/** Changed fields only. The church changes by transfer, the approval by approve. */
export const memberUpdateSchema = lazy(() => z.strictObject(memberEditable).partial())
export type MemberUpdate = z.output<typeof memberUpdateSchema>

export const memberUpdateArgsSchema = lazy(() =>
  z.object({ id: idSchema, patch: memberUpdateSchema }),
)
export type MemberUpdateArgs = z.output<typeof memberUpdateArgsSchema>

export const memberIdArgsSchema = lazy(() => z.object({ id: idSchema }))

/** member.transfer: at least a convention and a church (spec §5); field and sector narrow it. */
const requiredForTransfer = lazy(() =>
  z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'transfer_needs_convention_and_church'
        : 'invalid_id',
  }),
)
export const transferDestinationSchema = lazy(() =>
  z.object({
    conventionId: requiredForTransfer,
    fieldId: idSchema.nullable().optional(),
    sectorId: idSchema.nullable().optional(),
    churchId: requiredForTransfer,
  }),
)
export const memberTransferArgsSchema = lazy(() =>
  z.object({
    /** The transfer record's id (client-made). */
    id: idSchema,
    memberId: idSchema,
    to: transferDestinationSchema,
    date: isoDateSchema,
    /** Treasury-only; left out = the member's current tithe status is recorded. */
    titheStatus: z.enum(TITHE_STATUSES, 'invalid_tithe_status').nullable().optional(),
  }),
)
export type MemberTransferArgs = z.output<typeof memberTransferArgsSchema>
