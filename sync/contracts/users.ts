import { z } from 'zod'
import { idSchema, listQueryFields, rowMetaFields } from './common'
import { isValidCpf, onlyDigits } from './documents'
import { lazy } from './lazy'
import { fullNameSchema, personNameSchema } from './person-name'

/** Users of the app: placed at one node of the hierarchy (or the whole client), with one role. */

export const USER_LANGUAGES = ['pt-BR', 'en', 'es'] as const

export const cpfSchema = lazy(() =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isValidCpf(value), 'invalid_cpf')
    .transform(onlyDigits),
)
export const emailSchema = lazy(() =>
  z
    .string()
    .trim()
    .max(254, 'invalid_email')
    .pipe(z.email('invalid_email'))
    .transform((value) => value.toLowerCase()),
)

/** Exactly one of these (or none = the whole client organisation) says where the user sits. */
export const PLACEMENT_KEYS = ['conventionId', 'fieldId', 'sectorId', 'churchId'] as const
export type PlacementKey = (typeof PLACEMENT_KEYS)[number]

const placementFields = lazy(() => ({
  conventionId: idSchema.nullable().optional(),
  fieldId: idSchema.nullable().optional(),
  sectorId: idSchema.nullable().optional(),
  churchId: idSchema.nullable().optional(),
}))

const userEditable = lazy(() => ({
  /** Mailed to the user's address: one line, no link (person-name.ts). */
  name: personNameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  cpf: cpfSchema,
  registro: z.string().trim().max(60),
  phone: z.string().trim().max(30),
  roleId: idSchema,
  memberId: idSchema.nullable(),
  language: z.enum(USER_LANGUAGES, 'invalid_language'),
}))

const onePlacement = (
  value: Partial<Record<PlacementKey, string | null | undefined>>,
  ctx: z.RefinementCtx,
) => {
  const given = PLACEMENT_KEYS.filter((key) => value[key])
  if (given.length > 1)
    ctx.addIssue({ code: 'custom', path: [given[1] ?? 'churchId'], message: 'one_placement_only' })
}

export const userCreateSchema = lazy(() =>
  z
    .object({
      id: idSchema.optional(),
      ...userEditable,
      fullName: userEditable.fullName.default(''),
      cpf: cpfSchema.default(''),
      registro: userEditable.registro.default(''),
      phone: userEditable.phone.default(''),
      memberId: userEditable.memberId.default(null),
      language: userEditable.language.default('pt-BR'),
      ...placementFields,
    })
    .superRefine(onePlacement),
)

/** Sending any placement key (even null) re-places the user at that one node (all null = the whole client). */
export const userUpdateSchema = lazy(() =>
  z
    .strictObject({ ...userEditable, ...placementFields })
    .partial()
    .superRefine(onePlacement),
)

export const userSchema = lazy(() =>
  z.object({
    ...rowMetaFields,
    name: z.string(),
    fullName: z.string(),
    email: z.string(),
    cpf: z.string(),
    registro: z.string(),
    phone: z.string(),
    roleId: z.string(),
    role: z.object({ id: z.string(), name: z.string() }),
    level: z.object({ id: z.string(), name: z.string(), order: z.number().int() }),
    status: z.enum(['active', 'inactive']),
    emailConfirmed: z.boolean(),
    /** A new e-mail waiting for its confirmation link to be opened (until then `email` signs in). */
    pendingEmail: z.string().nullable().default(null),
    memberId: z.string().nullable(),
    language: z.string(),
    conventionId: z.string().nullable(),
    fieldId: z.string().nullable(),
    sectorId: z.string().nullable(),
    churchId: z.string().nullable(),
  }),
)
export const userListQuerySchema = lazy(() =>
  z.object({
    ...listQueryFields,
    roleId: idSchema.optional(),
    status: z.enum(['active', 'inactive']).optional(),
    conventionId: idSchema.optional(),
    fieldId: idSchema.optional(),
    sectorId: idSchema.optional(),
    churchId: idSchema.optional(),
  }),
)
export type UserCreate = z.output<typeof userCreateSchema>
export type UserUpdate = z.output<typeof userUpdateSchema>
export type User = z.output<typeof userSchema>
export type UserListQuery = z.output<typeof userListQuerySchema>
