import { z } from 'zod'
import { userCreateSchema } from '../../../../sync'

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

/**
 * The user form (spec §3 "User", §5) on the contract's fields (sync/contracts/users.ts): names,
 * e-mail, CPF, registro, phone and language as the server checks them; a role and (except for an
 * administrator) a place in the hierarchy to pick. Messages are codes, turned into text when shown
 * (contractMessage), so the schema does not depend on the language.
 */
export function userFormSchema(administrator: boolean) {
  const contract = userCreateSchema.shape
  return z
    .object({
      name: contract.name,
      fullName: contract.fullName,
      email: z.string().trim().min(1, 'email_required').pipe(contract.email),
      cpf: contract.cpf,
      registro: contract.registro,
      phone: contract.phone,
      roleId: z.string().min(1, 'role_required'),
      language: contract.language,
      /** The user's member record ('' = none). */
      memberId: z.string().optional(),
      conventionId: z.string(),
      fieldId: z.string(),
      sectorId: z.string(),
      churchId: z.string(),
      /** An administrator may place a user over the whole organisation, but only on purpose. */
      wholeOrganisation: z.boolean(),
    })
    .superRefine((value, ctx) => {
      const placed = value.conventionId || value.fieldId || value.sectorId || value.churchId
      if (!placed && !(administrator && value.wholeOrganisation))
        ctx.addIssue({ code: 'custom', path: ['conventionId'], message: 'placement_required' })
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
