import { v7 as uuidv7 } from 'uuid'
import {
  ANONYMISED_NAME,
  defaultCategory,
  EMPTY_ADDRESS,
  memberRuleIssues,
  type MemberCreate,
  type MemberStatus,
  type MemberTransferArgs,
  type MemberUpdate,
  type PublicChurch,
  type PublicRegistration,
} from '../../../sync/contracts/members'
import {
  hasPermission,
  PERMISSION_VERBS,
  TREASURY_ENTITIES,
  type Permission,
} from '../../../sync/contracts/permissions'
import { todayIso } from '../../../sync/contracts/br-formats'
import { assertWritable, canRead, requirePermission, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { canonicalJson } from '../sync/fingerprint'
import { diffRows } from '../sync/row-diff'
import { loadPlacement } from '../auth/auth.repo'
import { resolveBranding } from '../auth/me.service'
import { insertHistory } from './members-history.repo'
import {
  findLiveChurch,
  findLiveCpf,
  findMember,
  findMemberAnyState,
  insertCategoryChange,
  insertMember,
  insertTransfer,
  moveCategoryChanges,
  scrubHistory,
  scrubTransfers,
  tombstoneCategoryChanges,
  updateMemberRow,
  type ChurchRow,
  type MemberInsert,
  type MemberRow,
} from './members.repo'

/**
 * Members and visitors (docs/members.md). Every write checks the permission of the row's kind
 * (MEMBER or VISITOR verbs), the user's write scope, and the treasury-only fields, with the
 * AuthContext as it is now: REST calls and replayed mutations go through the same functions.
 */

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

const churchScopeOf = (church: ChurchRow): RowScope => ({
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
  'salary',
  'maritalStatus',
  'guardianName',
  'guardianConsentAt',
] as const

const permissionOf = (verb: 'VIEW' | 'ADD' | 'EDIT' | 'DELETE', status: MemberStatus) =>
  `${verb}_${status === 'visitor' ? 'VISITOR' : 'MEMBER'}` as Permission

/** Does the role hold any treasury permission (salaries and tithe data)? */
export function holdsTreasury(auth: Pick<AuthContext, 'permissions'>): boolean {
  return TREASURY_ENTITIES.some((entity) =>
    PERMISSION_VERBS.some((verb) => hasPermission(auth.permissions, `${verb}_${entity}`)),
  )
}

function assertTreasuryFields(auth: AuthContext, values: Record<string, unknown>): void {
  if ((values.salary !== undefined || values.titheStatus !== undefined) && !holdsTreasury(auth))
    throw new ApiError('forbidden')
}

const duplicate = () => new ApiError('member_duplicate', undefined, 'member_duplicate')

/** A racing write of the same CPF loses on the partial unique index: the same answer as the check. */
async function withCpfRace<T>(run: () => Promise<T>): Promise<T> {
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

async function assertCpfFree(
  db: DbOrTx,
  clientId: string,
  cpf: string | null | undefined,
  exceptId?: string,
) {
  if (cpf && (await findLiveCpf(db, clientId, cpf, exceptId))) throw duplicate()
}

function assertRules(row: Parameters<typeof memberRuleIssues>[0]): void {
  const issues = memberRuleIssues(row)
  if (issues.length > 0)
    throw new ApiError(
      'validation_failed',
      issues.map(([path, message]) => ({ path, code: 'custom', message })),
      issues[0]?.[1],
    )
}

function validationError(path: string, message: string): ApiError {
  return new ApiError('validation_failed', [{ path, code: 'custom', message }], message)
}

/** The writable live church a member is created in or moved to (404 unknown/outside, 403 above). */
async function writableChurch(db: DbOrTx, auth: AuthContext, churchId: string) {
  const church = await findLiveChurch(db, churchId)
  if (!church) throw new ApiError('not_found')
  assertWritable(auth, churchScopeOf(church))
  return church
}

async function writableMember(db: DbOrTx, auth: AuthContext, id: string): Promise<MemberRow> {
  const row = await findMember(db, id, true)
  if (!row) throw new ApiError('not_found')
  assertWritable(auth, memberScopeOf(row))
  return row
}

async function recordCategory(
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
    changedOn: todayIso(),
    changedBy: auth.userId,
  })
}

function sameContent(stored: MemberRow, values: MemberInsert): boolean {
  const row = stored as Record<string, unknown>
  return Object.entries(values).every(
    ([key, value]) => value === undefined || canonicalJson(row[key]) === canonicalJson(value),
  )
}

/** member.create: ADD_MEMBER (ADD_VISITOR for visitors) in a church of the user's write scope. */
export async function createMember(
  db: DbOrTx,
  auth: AuthContext,
  input: MemberCreate,
): Promise<MemberRow> {
  requirePermission(auth, permissionOf('ADD', input.status))
  assertTreasuryFields(auth, input)
  return atomic(db, async (tx) => {
    const church = await writableChurch(tx, auth, input.churchId)
    const { churchId, ...fields } = input
    const values: MemberInsert = {
      ...fields,
      id: input.id ?? uuidv7(),
      clientId: church.clientId,
      conventionId: church.conventionId,
      fieldId: church.fieldId,
      sectorId: church.sectorId,
      churchId,
      approval: 'approved',
      createdBy: auth.userId,
    }
    await assertCpfFree(tx, church.clientId, values.cpf, values.id)
    const inserted = await withCpfRace(() => insertMember(tx, values))
    if (inserted) {
      if (inserted.category !== defaultCategory(inserted.status))
        await recordCategory(tx, auth, inserted, null)
      return inserted
    }
    // The id exists: the same create replayed answers the stored row; anything else is a 409.
    const stored = await findMemberAnyState(tx, values.id as string)
    if (
      !stored ||
      stored.deletedAt !== null ||
      !canRead(auth, memberScopeOf(stored)) ||
      !sameContent(stored, { ...values, createdBy: undefined })
    )
      throw new ApiError('conflict')
    return stored
  })
}

/** member.update: changed fields only. Visitor -> member needs EDIT_VISITOR and ADD_MEMBER. */
export async function updateMember(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: MemberUpdate,
): Promise<MemberRow> {
  assertTreasuryFields(auth, patch)
  return atomic(db, async (tx) => {
    const stored = await findMember(tx, id, true)
    if (!stored) throw new ApiError('not_found')
    // Reading needs VIEW only; an unreadable row is a 404 whatever the user's permissions.
    if (!canRead(auth, memberScopeOf(stored))) throw new ApiError('not_found')
    const next = patch.status ?? stored.status
    if (stored.status === next) requirePermission(auth, permissionOf('EDIT', next))
    else {
      requirePermission(auth, permissionOf('EDIT', stored.status))
      requirePermission(auth, permissionOf('ADD', next))
    }
    assertWritable(auth, memberScopeOf(stored))
    const changes: Partial<MemberInsert> = { ...patch }
    // A visitor who becomes a member stops being in the 'visitor' category unless one is given.
    if (
      stored.status === 'visitor' &&
      next !== 'visitor' &&
      patch.category === undefined &&
      stored.category === 'visitor'
    )
      changes.category = 'member'
    const merged = { ...stored, ...changes }
    assertRules(merged)
    if (changes.cpf !== undefined && changes.cpf !== stored.cpf)
      await assertCpfFree(tx, stored.clientId, changes.cpf, id)
    const updated = await withCpfRace(() => updateMemberRow(tx, id, changes))
    if (!updated) throw new ApiError('not_found')
    if (updated.category !== stored.category)
      await recordCategory(tx, auth, updated, stored.category)
    return updated
  })
}

/**
 * member.delete = anonymise: personal fields blanked, the row tombstoned (it leaves every
 * mirror), personal values scrubbed from its history and transfers. Finance rows that name the
 * member id keep their amounts.
 */
export async function deleteMember(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  await atomic(db, async (tx) => {
    const stored = await findMember(tx, id, true)
    if (!stored) throw new ApiError('not_found')
    if (!canRead(auth, memberScopeOf(stored))) throw new ApiError('not_found')
    requirePermission(auth, permissionOf('DELETE', stored.status))
    assertWritable(auth, memberScopeOf(stored))
    const now = new Date().toISOString()
    await updateMemberRow(tx, id, {
      name: ANONYMISED_NAME,
      surname: '',
      cpf: null,
      birthDate: null,
      phone: '',
      email: '',
      address: EMPTY_ADDRESS,
      function: '',
      baptized: false,
      baptismDate: null,
      titheStatus: null,
      title: '',
      profession: '',
      companyName: '',
      salary: null,
      maritalStatus: null,
      guardianName: '',
      guardianConsentAt: null,
      deletedAt: now,
    })
    await scrubHistory(tx, 'members', id, PERSONAL_FIELDS)
    await scrubTransfers(tx, id)
    await tombstoneCategoryChanges(tx, id, now)
    await insertHistory(tx, {
      entity: 'members',
      rowId: id,
      action: 'delete',
      changes: { deletedAt: { old: null, new: now } },
      userId: auth.userId,
    })
  })
}

/**
 * member.transfer: the user must be able to edit the member (write scope on the origin); the
 * destination is a live church of the same client, consistent with the convention/field/sector
 * given. Records the transfer and moves the member (and its category history) there.
 */
export async function transferMember(
  db: DbOrTx,
  auth: AuthContext,
  args: MemberTransferArgs,
): Promise<void> {
  if (args.titheStatus !== undefined && args.titheStatus !== null && !holdsTreasury(auth))
    throw new ApiError('forbidden')
  await atomic(db, async (tx) => {
    const member = await findMember(tx, args.memberId, true)
    if (!member || !canRead(auth, memberScopeOf(member))) throw new ApiError('not_found')
    requirePermission(auth, permissionOf('EDIT', member.status))
    assertWritable(auth, memberScopeOf(member))
    const church = await findLiveChurch(tx, args.to.churchId)
    if (!church || church.clientId !== member.clientId)
      throw validationError('to.churchId', 'transfer_destination_invalid')
    const { to } = args
    if (
      church.conventionId !== to.conventionId ||
      (to.fieldId && church.fieldId !== to.fieldId) ||
      (to.sectorId && church.sectorId !== to.sectorId)
    )
      throw validationError('to.churchId', 'transfer_destination_inconsistent')
    if (church.id === member.churchId) throw validationError('to.churchId', 'transfer_same_church')
    const place = {
      conventionId: church.conventionId,
      fieldId: church.fieldId,
      sectorId: church.sectorId,
      churchId: church.id,
    }
    const origin = await findLiveChurch(tx, member.churchId)
    const recorded = await insertTransfer(tx, {
      id: args.id,
      clientId: member.clientId,
      memberId: member.id,
      memberName: `${member.name} ${member.surname}`.trim(),
      fromConventionId: member.conventionId,
      fromFieldId: member.fieldId,
      fromSectorId: member.sectorId,
      fromChurchId: member.churchId,
      toConventionId: place.conventionId,
      toFieldId: place.fieldId,
      toSectorId: place.sectorId,
      toChurchId: place.churchId,
      fromChurchName: origin?.name ?? '',
      toChurchName: church.name,
      date: args.date,
      titheStatus: args.titheStatus ?? member.titheStatus,
      byUserId: auth.userId,
    })
    if (!recorded) throw new ApiError('conflict')
    await updateMemberRow(tx, member.id, place)
    await moveCategoryChanges(tx, member.id, place)
  })
}

/** member.approve: a pending self-registration becomes a member of the church (EDIT_MEMBER). */
export async function approveMember(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'EDIT_MEMBER')
  await atomic(db, async (tx) => {
    const member = await writableMember(tx, auth, id)
    if (member.approval !== 'approved') await updateMemberRow(tx, id, { approval: 'approved' })
  })
}

/** Public self-registration: a pending member of the church; no user (createdBy null, history by no user). */
export async function registerPublicly(
  db: DbOrTx,
  input: PublicRegistration,
  now: Date,
): Promise<{ id: string }> {
  return atomic(db, async (tx) => {
    const church = await findLiveChurch(tx, input.churchId)
    if (!church) throw new ApiError('not_found')
    await assertCpfFree(tx, church.clientId, input.cpf)
    const id = uuidv7()
    const values = {
      ...input,
      id,
      clientId: church.clientId,
      conventionId: church.conventionId,
      fieldId: church.fieldId,
      sectorId: church.sectorId,
      churchId: church.id,
      status: 'active' as const,
      category: 'member' as const,
      approval: 'pending' as const,
      createdBy: null,
    }
    await withCpfRace(() => insertMember(tx, values))
    // The record's history starts here, as a create by no user (the person, on the public page).
    await insertHistory(tx, {
      entity: 'members',
      rowId: id,
      action: 'create',
      changes: diffRows(undefined, values),
      userId: null,
      at: now.toISOString(),
    })
    return { id }
  })
}

/** The header of the public registration page: the church's public name and colours. */
export async function publicChurch(db: DbOrTx, churchId: string): Promise<PublicChurch> {
  const church = await findLiveChurch(db, churchId)
  if (!church) throw new ApiError('not_found')
  // The church's own branding, else the nearest ancestor's, else the client's (as a church user sees it).
  const placed = await loadPlacement(db, { ...church, churchId: church.id })
  const chain = [placed.church, placed.sector, placed.field, placed.convention, placed.client]
  const branding = resolveBranding(chain.filter((node) => node !== undefined))
  return {
    id: church.id,
    name: church.name,
    sigla: branding.sigla,
    linkLogo: branding.linkLogo,
    primaryColor: branding.primaryColor,
    secondaryColor: branding.secondaryColor,
    accentColor: branding.accentColor,
  }
}
