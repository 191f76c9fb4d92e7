import { z } from 'zod'
import {
  ADMISSION_WAYS,
  BRAZIL_STATES,
  EMPTY_ADDRESS,
  MARITAL_STATUSES,
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  TITHE_STATUSES,
  defaultCategory,
  formatCep,
  formatCpf,
  isIsoDate,
  surnameSchema,
  isValidCpf,
  memberRuleIssues,
  nameSchema,
  onlyDigits,
  parseCep,
  todayIso,
  type Member,
  type MemberCreateInput,
  type MemberStatus,
  type MemberUpdate,
} from '../../../../sync'
import { CONSENT_TEXT_VERSION } from '../consent'
import { maskPhone } from '../../../components/form'

/**
 * The member form's values (what the inputs hold: masked text, '' for "none") and how they
 * become the contract's create args or an update's changed fields.
 */

const optionalDate = z
  .string()
  .refine((v) => v === '' || isIsoDate(v), 'invalid_date')
  .refine((v) => v === '' || v <= todayIso(), 'date_in_future')
const text = (max: number) => z.string().trim().max(max, 'text_too_long')
const orEmpty = <T extends readonly [string, ...string[]]>(values: T, code: string) =>
  z.union([z.literal(''), z.enum(values, code)])

export const memberFormSchema = z
  .object({
    churchId: z.string().min(1, 'church_required'),
    name: nameSchema,
    surname: surnameSchema,
    cpf: z.string().refine((v) => v.trim() === '' || isValidCpf(v), 'invalid_cpf'),
    birthDate: optionalDate,
    phone: text(30),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || z.email().safeParse(v).success, 'invalid_email'),
    address: z.object({
      cep: z.string().refine((v) => v.trim() === '' || parseCep(v) !== null, 'invalid_cep'),
      number: text(20),
      street: text(200),
      neighborhood: text(120),
      city: text(120),
      state: orEmpty(BRAZIL_STATES, 'invalid_state'),
      complement: text(120),
    }),
    status: z.enum(MEMBER_STATUSES, 'invalid_status'),
    function: text(100),
    category: z.enum(MEMBER_CATEGORIES, 'invalid_category'),
    baptized: z.boolean(),
    baptismDate: optionalDate,
    titheStatus: orEmpty(TITHE_STATUSES, 'invalid_tithe_status'),
    title: text(100),
    profession: text(120),
    companyName: text(200),
    visitDate: optionalDate,
    invitedBy: text(200),
    admissionDate: optionalDate,
    admissionWay: orEmpty(ADMISSION_WAYS, 'invalid_admission_way'),
    salary: z.number('invalid_salary').int('invalid_salary').min(0, 'invalid_salary').optional(),
    maritalStatus: orEmpty(MARITAL_STATUSES, 'invalid_marital_status'),
    /** Whether consent is recorded (already, or ticked now). */
    consent: z.boolean(),
    /** Consent is required: a new record, or one without consent yet being ticked is optional. */
    consentRequired: z.boolean(),
    guardianName: text(200),
    guardianConsent: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.consentRequired && !values.consent)
      ctx.addIssue({ code: 'custom', path: ['consent'], message: 'consent_required' })
    const rules = memberRuleIssues(
      {
        birthDate: values.birthDate || null,
        guardianName: values.guardianName,
        guardianConsentAt: values.guardianConsent ? 'yes' : null,
        baptized: values.baptized,
        baptismDate: values.baptized ? values.baptismDate || null : null,
      },
      todayIso(),
    )
    for (const [path, message] of rules)
      ctx.addIssue({
        code: 'custom',
        path: [path === 'guardianConsentAt' ? 'guardianConsent' : path],
        message,
      })
  })

export type MemberFormValues = z.input<typeof memberFormSchema>

/** The form of a new record (the church preselected when the user belongs to one). */
export function emptyMemberForm(status: MemberStatus, churchId: string): MemberFormValues {
  return {
    churchId,
    name: '',
    surname: '',
    cpf: '',
    birthDate: '',
    phone: '',
    email: '',
    address: { ...EMPTY_ADDRESS, state: '' },
    status,
    function: '',
    category: defaultCategory(status),
    baptized: false,
    baptismDate: '',
    titheStatus: '',
    title: '',
    profession: '',
    companyName: '',
    visitDate: status === 'visitor' ? todayIso() : '',
    invitedBy: '',
    admissionDate: '',
    admissionWay: '',
    salary: undefined,
    maritalStatus: '',
    consent: false,
    consentRequired: true,
    guardianName: '',
    guardianConsent: false,
  }
}

/** The form of a stored record. */
export function memberToForm(member: Member): MemberFormValues {
  const address = { ...EMPTY_ADDRESS, ...member.address }
  return {
    churchId: member.churchId,
    name: member.name,
    surname: member.surname,
    cpf: member.cpf ? formatCpf(member.cpf) : '',
    birthDate: member.birthDate ?? '',
    phone: maskPhone(member.phone ?? ''),
    email: member.email ?? '',
    address: {
      ...address,
      cep: address.cep ? formatCep(address.cep) : '',
      state: (address.state as MemberFormValues['address']['state']) || '',
    },
    status: member.status,
    function: member.function ?? '',
    category: member.category,
    baptized: member.baptized,
    baptismDate: member.baptismDate ?? '',
    titheStatus: member.titheStatus ?? '',
    title: member.title ?? '',
    profession: member.profession ?? '',
    companyName: member.companyName ?? '',
    visitDate: member.visitDate ?? '',
    invitedBy: member.invitedBy ?? '',
    admissionDate: member.admissionDate ?? '',
    admissionWay: member.admissionWay ?? '',
    salary: member.salary ?? undefined,
    maritalStatus: member.maritalStatus ?? '',
    consent: Boolean(member.consentAt),
    consentRequired: false,
    guardianName: member.guardianName ?? '',
    guardianConsent: Boolean(member.guardianConsentAt),
  }
}

type Values = z.output<typeof memberFormSchema>

interface Context {
  /** Salary and tithe status are written only with a treasury permission. */
  treasury: boolean
  /** The consent text shown (in the user's language): what the person agreed to. */
  consentText: string
  now: string
}

/** The person fields as the contract holds them (digits, nulls). */
function personFields(values: Values, ctx: Context) {
  const fields = {
    name: values.name,
    surname: values.surname,
    cpf: values.cpf.trim() === '' ? null : onlyDigits(values.cpf),
    birthDate: values.birthDate || null,
    phone: values.phone,
    email: values.email,
    address: {
      ...values.address,
      cep: values.address.cep.trim() === '' ? '' : (parseCep(values.address.cep) ?? ''),
    },
    status: values.status,
    function: values.function,
    category: values.category,
    baptized: values.baptized,
    baptismDate: values.baptized ? values.baptismDate || null : null,
    title: values.title,
    profession: values.profession,
    companyName: values.companyName,
    visitDate: values.visitDate || null,
    invitedBy: values.invitedBy,
    admissionDate: values.admissionDate || null,
    admissionWay: values.admissionWay || null,
    maritalStatus: values.maritalStatus || null,
    guardianName: values.guardianName,
  }
  const treasury = ctx.treasury
    ? { titheStatus: values.titheStatus || null, salary: values.salary ?? null }
    : {}
  return { ...fields, ...treasury }
}

export function toCreateArgs(id: string, values: Values, ctx: Context): MemberCreateInput {
  const needsGuardianConsent = values.guardianConsent && values.guardianName.trim() !== ''
  return {
    id,
    churchId: values.churchId,
    ...personFields(values, ctx),
    consentScope: values.consent ? ctx.consentText : '',
    consentAt: values.consent ? ctx.now : null,
    consentTextVersion: values.consent ? CONSENT_TEXT_VERSION : '',
    guardianConsentAt: needsGuardianConsent ? ctx.now : null,
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Only the fields that changed (the sync protocol's update), consent recorded when newly given. */
export function toPatch(member: Member, values: Values, ctx: Context): MemberUpdate {
  const next = personFields(values, ctx)
  const patch: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(next)) {
    const before =
      key === 'address' ? { ...EMPTY_ADDRESS, ...member.address } : member[key as keyof Member]
    if (!same(before, value)) patch[key] = value
  }
  if (values.consent && !member.consentAt) {
    patch.consentScope = ctx.consentText
    patch.consentAt = ctx.now
    patch.consentTextVersion = CONSENT_TEXT_VERSION
  }
  if (values.guardianConsent && !member.guardianConsentAt && values.guardianName.trim() !== '')
    patch.guardianConsentAt = ctx.now
  if (!values.guardianConsent && member.guardianConsentAt) patch.guardianConsentAt = null
  return patch
}
