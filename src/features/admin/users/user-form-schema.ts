import { t } from '@lingui/core/macro'
import { z } from 'zod'
import { isValidCpf, MIN_NAME_LENGTH, onlyDigits } from '../../../../sync'

export interface UserRow {
  id: string
  name: string
  fullName: string
  email: string
  cpf: string
  registro: string
  phone: string
  roleId: string
  status: 'active' | 'inactive'
  emailConfirmed: boolean
  /** A new e-mail waiting for its confirmation (until then `email` signs in). */
  pendingEmail?: string | null
  language: string
  conventionId: string | null
  fieldId: string | null
  sectorId: string | null
  churchId: string | null
  memberId?: string | null
}

/** The user form (spec §3 "User", §5): the same rules as sync/contracts/users.ts, messages translated. */
export function userFormSchema(administrator: boolean) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(MIN_NAME_LENGTH, t`O nome deve ter pelo menos ${MIN_NAME_LENGTH} caracteres.`)
        .max(200, t`O nome é longo demais.`),
      fullName: z
        .string()
        .trim()
        .max(300, t`O nome completo é longo demais.`),
      email: z
        .string()
        .trim()
        .min(1, t`Informe o e-mail.`)
        .max(254, t`E-mail inválido.`)
        .pipe(z.email(t`E-mail inválido.`))
        .transform((v) => v.toLowerCase()),
      cpf: z
        .string()
        .trim()
        .refine((v) => v === '' || isValidCpf(v), t`CPF inválido: confira os dígitos.`)
        .transform(onlyDigits),
      registro: z
        .string()
        .trim()
        .max(60, t`O registro tem no máximo 60 caracteres.`),
      phone: z
        .string()
        .trim()
        .max(30, t`O telefone tem no máximo 30 caracteres.`),
      roleId: z.string().min(1, t`Selecione a função.`),
      language: z.enum(['pt-BR', 'en', 'es']),
      /** The user's member record ('' = none). */
      memberId: z.string().optional(),
      conventionId: z.string(),
      fieldId: z.string(),
      sectorId: z.string(),
      churchId: z.string(),
    })
    .superRefine((value, ctx) => {
      const placed = value.conventionId || value.fieldId || value.sectorId || value.churchId
      if (!placed && !administrator)
        ctx.addIssue({
          code: 'custom',
          path: ['conventionId'],
          message: t`Escolha onde o usuário atua na hierarquia.`,
        })
    })
}

export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>
export type UserFormValues = z.output<ReturnType<typeof userFormSchema>>

/** The deepest chosen node: the one placement key sent (all null = the whole organisation). */
export function placementOf(
  values: Pick<UserFormValues, 'conventionId' | 'fieldId' | 'sectorId' | 'churchId'>,
) {
  const placement = { conventionId: null, fieldId: null, sectorId: null, churchId: null } as Record<
    'conventionId' | 'fieldId' | 'sectorId' | 'churchId',
    string | null
  >
  if (values.churchId) placement.churchId = values.churchId
  else if (values.sectorId) placement.sectorId = values.sectorId
  else if (values.fieldId) placement.fieldId = values.fieldId
  else if (values.conventionId) placement.conventionId = values.conventionId
  return placement
}
