import { z } from 'zod'
import { ageOn, parseCep } from '../br-formats'
import { isIsoDate, latestTodayIso } from '../dates'
import { idSchema, multilineText, nameSchema, singleLine, text } from '../common'
import { isValidCpf, onlyDigits } from '../documents'
import { lazy } from '../lazy'

/**
 * Members and visitors (spec §3, issue 5): ONE entity, `members`, status 'visitor' for visitors.
 * Mutations: member.create (the row, client-made id), member.update ({ id, patch } changed
 * fields only), member.delete ({ id }: anonymises), member.transfer, member.approve ({ id }).
 * Read-only synced entities: memberCategoryChanges, memberTransfers.
 *
 * Message codes (zod messages, translated by the app): name_too_short, name_too_long,
 * invalid_cpf, invalid_email, invalid_cep, invalid_state, invalid_date, date_in_future,
 * baptism_date_needs_baptized, guardian_required, invalid_salary, invalid_status,
 * invalid_category, invalid_tithe_status, invalid_marital_status, text_too_long,
 * invalid_admission_way, transfer_needs_convention_and_church, consent_required, invalid_id.
 * Server error code for a duplicate CPF: 409 `member_duplicate` ("duplicate member found").
 */

export const MEMBER_STATUSES = ['active', 'inactive', 'visitor'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

export const MEMBER_CATEGORIES = [
  'member',
  'cooperator',
  'deacon',
  'evangelist',
  'pastor',
  'presbyter',
  'missionary',
  'visitor',
] as const
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number]

/** The tithe (fidelity) status: regular = up to date, irregular = pending. Treasury-only data. */
export const TITHE_STATUSES = ['regular', 'irregular'] as const
export type TitheStatus = (typeof TITHE_STATUSES)[number]

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]

/**
 * How a member was received into the church ("Membro desde", docs/members.md): by baptism, by a
 * letter of transfer from another church, or by acclamation (a believer received on their word).
 */
export const ADMISSION_WAYS = ['baptism', 'letter', 'acclamation'] as const
export type AdmissionWay = (typeof ADMISSION_WAYS)[number]

export const MEMBER_APPROVALS = ['approved', 'pending'] as const
export type MemberApproval = (typeof MEMBER_APPROVALS)[number]

/** The 27 federative units (UF). */
export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const
export type BrazilState = (typeof BRAZIL_STATES)[number]

/** Under this age (in whole years, at save time) a guardian's consent is required (LGPD art. 14). */
export const GUARDIAN_AGE = 12

/** The fields only users whose role holds a treasury permission receive and may write. */
export const TREASURY_MEMBER_FIELDS = ['salary', 'titheStatus'] as const

/** The default category of a new row: visitors are 'visitor', everyone else 'member'. */
export function defaultCategory(status: MemberStatus): MemberCategory {
  return status === 'visitor' ? 'visitor' : 'member'
}

/** What the anonymised name of a deleted member reads. */
export const ANONYMISED_NAME = '—'

// Field schemas

/** Blank = no CPF (null); else 11 digits with valid check digits, masked or not. */
export const memberCpfSchema = lazy(() =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isValidCpf(value), 'invalid_cpf')
    .transform((value) => (value === '' ? null : onlyDigits(value)))
    .nullable()
    .transform((value) => value ?? null),
)

/** An ISO calendar date 'YYYY-MM-DD'. */
export const isoDateSchema = lazy(() => z.string().refine(isIsoDate, 'invalid_date'))
/**
 * Not after today for anyone: the contract runs on the server too, whose clock is not the
 * user's, so it bounds by the latest date on Earth (docs/dates.md); the device's forms also
 * check the user's own today.
 */
const pastDateSchema = lazy(() =>
  isoDateSchema.refine((value) => value <= latestTodayIso(), 'date_in_future'),
)

const emailSchema = lazy(() =>
  z
    .string()
    .trim()
    .max(254, 'invalid_email')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'invalid_email')
    .transform((value) => value.toLowerCase()),
)

export const cepSchema = lazy(() =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || parseCep(value) !== null, 'invalid_cep')
    .transform((value) => (value === '' ? '' : (parseCep(value) ?? ''))),
)

export const addressSchema = lazy(() =>
  z.object({
    cep: cepSchema.default(''),
    number: text(20).default(''),
    street: text(200).default(''),
    neighborhood: text(120).default(''),
    city: text(120).default(''),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || (BRAZIL_STATES as readonly string[]).includes(value), {
        message: 'invalid_state',
      })
      .default(''),
    complement: text(120).default(''),
  }),
)
export type Address = z.output<typeof addressSchema>
export const EMPTY_ADDRESS: Address = {
  cep: '',
  number: '',
  street: '',
  neighborhood: '',
  city: '',
  state: '',
  complement: '',
}

/**
 * A surname may be one or two letters (Sá, Sé, Li): the spec's 3-character minimum is the
 * name's (nameSchema), not each part of a Brazilian surname.
 */
export const surnameSchema = lazy(() =>
  singleLine().min(1, 'surname_required').max(200, 'name_too_long'),
)

/** Money in integer centavos. */
const salarySchema = lazy(() =>
  z.number('invalid_salary').int('invalid_salary').min(0, 'invalid_salary'),
)
const isoDateTimeSchema = lazy(() => z.iso.datetime({ offset: true, message: 'invalid_date' }))

/** The person's fields, as a form edits them (no defaults: updates send only what changed). */
export const memberEditable = lazy(() => ({
  name: nameSchema,
  surname: surnameSchema,
  cpf: memberCpfSchema,
  birthDate: pastDateSchema.nullable(),
  phone: text(30),
  email: emailSchema,
  address: addressSchema,
  status: z.enum(MEMBER_STATUSES, 'invalid_status'),
  function: text(100),
  category: z.enum(MEMBER_CATEGORIES, 'invalid_category'),
  baptized: z.boolean(),
  baptismDate: pastDateSchema.nullable(),
  titheStatus: z.enum(TITHE_STATUSES, 'invalid_tithe_status').nullable(),
  title: text(100),
  profession: text(120),
  companyName: text(200),
  salary: salarySchema.nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES, 'invalid_marital_status').nullable(),
  consentScope: multilineText(1000),
  consentAt: isoDateTimeSchema.nullable(),
  consentTextVersion: text(40),
  guardianName: text(200),
  guardianConsentAt: isoDateTimeSchema.nullable(),
  /** Member since ("Membro desde") and how (docs/members.md): the report's new members. */
  admissionDate: pastDateSchema.nullable(),
  admissionWay: z.enum(ADMISSION_WAYS, 'invalid_admission_way').nullable(),
  /** A visitor's first visit and who invited them (the visitors' form). */
  visitDate: pastDateSchema.nullable(),
  invitedBy: text(200),
}))

/** The person fields that decide the guardian and baptism rules. */
export interface MemberRuleFields {
  birthDate: string | null
  guardianName: string
  guardianConsentAt: string | null
  baptized: boolean
  baptismDate: string | null
}

/**
 * A person under 12 (at `today`) needs a guardian's name and consent time. The device passes the
 * user's today; without one, the latest date on Earth (the server never asks more than the device).
 */
export function needsGuardian(birthDate: string | null, today: string = latestTodayIso()): boolean {
  return birthDate !== null && birthDate <= today && ageOn(birthDate, today) < GUARDIAN_AGE
}

/**
 * The cross-field rules of a complete member (create, or the stored row merged with a patch):
 * [path, code] of each broken rule. The server runs it on the merged row too.
 */
export function memberRuleIssues(
  row: MemberRuleFields,
  today: string = latestTodayIso(),
): [keyof MemberRuleFields, string][] {
  const issues: [keyof MemberRuleFields, string][] = []
  // A date that is not a real date has its own error; the rules skip it.
  const birthDate = row.birthDate !== null && isIsoDate(row.birthDate) ? row.birthDate : null
  const baptismDate =
    row.baptismDate !== null && isIsoDate(row.baptismDate) ? row.baptismDate : null
  if (needsGuardian(birthDate, today)) {
    if (row.guardianName.trim().length < 3) issues.push(['guardianName', 'guardian_required'])
    if (!row.guardianConsentAt) issues.push(['guardianConsentAt', 'guardian_required'])
  }
  if (baptismDate !== null && !row.baptized)
    issues.push(['baptismDate', 'baptism_date_needs_baptized'])
  if (baptismDate !== null && birthDate !== null && baptismDate < birthDate)
    issues.push(['baptismDate', 'invalid_date'])
  return issues
}

export const memberCreateObject = lazy(() =>
  z.object({
    id: idSchema.optional(),
    churchId: idSchema,
    name: memberEditable.name,
    surname: memberEditable.surname,
    cpf: memberCpfSchema.default(null),
    birthDate: memberEditable.birthDate.default(null),
    phone: memberEditable.phone.default(''),
    email: memberEditable.email.default(''),
    address: addressSchema.default(EMPTY_ADDRESS),
    status: memberEditable.status.default('active'),
    function: memberEditable.function.default(''),
    /** Left out: the default of the status (defaultCategory). */
    category: memberEditable.category.optional(),
    baptized: memberEditable.baptized.default(false),
    baptismDate: memberEditable.baptismDate.default(null),
    /** Treasury-only: leave out unless the role holds a treasury permission. */
    titheStatus: memberEditable.titheStatus.optional(),
    title: memberEditable.title.default(''),
    profession: memberEditable.profession.default(''),
    companyName: memberEditable.companyName.default(''),
    /** Treasury-only: leave out unless the role holds a treasury permission. */
    salary: memberEditable.salary.optional(),
    maritalStatus: memberEditable.maritalStatus.default(null),
    consentScope: memberEditable.consentScope.default(''),
    consentAt: memberEditable.consentAt.default(null),
    consentTextVersion: memberEditable.consentTextVersion.default(''),
    guardianName: memberEditable.guardianName.default(''),
    guardianConsentAt: memberEditable.guardianConsentAt.default(null),
    admissionDate: memberEditable.admissionDate.default(null),
    admissionWay: memberEditable.admissionWay.default(null),
    visitDate: memberEditable.visitDate.default(null),
    invitedBy: memberEditable.invitedBy.default(''),
  }),
)

export function addRuleIssues(row: MemberRuleFields, ctx: z.RefinementCtx): void {
  for (const [path, message] of memberRuleIssues(row))
    ctx.addIssue({ code: 'custom', path: [path], message })
}
