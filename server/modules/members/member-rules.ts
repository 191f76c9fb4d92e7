import { v7 as uuidv7 } from 'uuid'
import { memberRuleIssues, type MemberStatus } from '../../../sync/contracts/members'
import {
  hasPermission,
  PERMISSION_VERBS,
  TREASURY_ENTITIES,
  type Permission,
} from '../../../sync/contracts/permissions'
import { brasiliaTodayIso } from '../../dates'
import { type RowScope } from '../../access/access'
import { writableRow } from '../../access/row-guard'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { canonicalJson } from '../sync/fingerprint'
import {
  findLiveChurch,
  findLiveCpf,
  findMember,
  insertCategoryChange,
  type ChurchRow,
  type MemberInsert,
  type MemberRow,
} from './members.repo'

/** The checks and records shared by the members' writes (members.service, member-transfer.service). */

export const memberScopeOf = (row: {
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
  churchId: string
}): RowScope => ({
  clientId: row.clientId,
  conventionId: row.conventionId,
  fieldId: row.fieldId,
  sectorId: row.sectorId,
  churchId: row.churchId,
})

export const churchScopeOf = (church: ChurchRow): RowScope => ({
  clientId: church.clientId,
  conventionId: church.conventionId,
  fieldId: church.fieldId,
  sectorId: church.sectorId,
  churchId: church.id,
})

/** The personal fields: nulled/blanked on delete and scrubbed from the row history. */
export const PERSONAL_FIELDS = [
  'name',
  'surname',
  'cpf',
  'birthDate',
  'phone',
  'email',
  'address',
  'function',
  'baptized',
  'baptismDate',
  'titheStatus',
  'title',
  'profession',
  'companyName',
  'visitDate',
  'invitedBy',
  'admissionDate',
  'admissionWay',
  'salary',
  'maritalStatus',
  'guardianName',
  'guardianConsentAt',
] as const

export const permissionOf = (verb: 'VIEW' | 'ADD' | 'EDIT' | 'DELETE', status: MemberStatus) =>
  `${verb}_${status === 'visitor' ? 'VISITOR' : 'MEMBER'}` as Permission

/** Does the role hold any treasury permission (salaries and tithe data)? */
export function holdsTreasury(auth: Pick<AuthContext, 'permissions'>): boolean {
  return TREASURY_ENTITIES.some((entity) =>
    PERMISSION_VERBS.some((verb) => hasPermission(auth.permissions, `${verb}_${entity}`)),
  )
}

export function assertTreasuryFields(auth: AuthContext, values: Record<string, unknown>): void {
  if ((values.salary !== undefined || values.titheStatus !== undefined) && !holdsTreasury(auth))
    throw new ApiError('forbidden')
}

export const duplicate = () => new ApiError('member_duplicate', undefined, 'member_duplicate')

/** A racing write of the same CPF loses on the partial unique index: the same answer as the check. */
export async function withCpfRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (caught) {
    for (let e: unknown = caught, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
      if ((e as { constraint?: unknown }).constraint === 'members_cpf_uq') throw duplicate()
      e = (e as { cause?: unknown }).cause
    }
    throw caught
  }
}

export async function assertCpfFree(
  db: DbOrTx,
  clientId: string,
  cpf: string | null | undefined,
  exceptId?: string,
) {
  if (cpf && (await findLiveCpf(db, clientId, cpf, exceptId))) throw duplicate()
}

export function assertRules(row: Parameters<typeof memberRuleIssues>[0]): void {
  const issues = memberRuleIssues(row)
  if (issues.length > 0)
    throw new ApiError(
      'validation_failed',
      issues.map(([path, message]) => ({ path, code: 'custom', message })),
      issues[0]?.[1],
    )
}

export function validationError(path: string, message: string): ApiError {
  return new ApiError('validation_failed', [{ path, code: 'custom', message }], message)
}

/** The writable live church a member is created in or moved to (404 unknown/outside, 403 above). */
export async function writableChurch(db: DbOrTx, auth: AuthContext, churchId: string) {
  return writableRow(auth, await findLiveChurch(db, churchId), churchScopeOf)
}

export async function writableMember(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<MemberRow> {
  return writableRow(auth, await findMember(db, id, true), memberScopeOf)
}

export async function recordCategory(
  db: DbOrTx,
  auth: AuthContext,
  member: MemberRow,
  previous: MemberRow['category'] | null,
): Promise<void> {
  await insertCategoryChange(db, {
    id: uuidv7(),
    clientId: member.clientId,
    conventionId: member.conventionId,
    fieldId: member.fieldId,
    sectorId: member.sectorId,
    churchId: member.churchId,
    memberId: member.id,
    previousCategory: previous,
    newCategory: member.category,
    changedOn: brasiliaTodayIso(),
    changedBy: auth.userId,
  })
}

export function sameContent(stored: MemberRow, values: MemberInsert): boolean {
  const row = stored as Record<string, unknown>
  return Object.entries(values).every(
    ([key, value]) => value === undefined || canonicalJson(row[key]) === canonicalJson(value),
  )
}
