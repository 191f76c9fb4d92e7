import { v7 as uuidv7 } from 'uuid'
import {
  ANONYMISED_NAME,
  defaultCategory,
  EMPTY_ADDRESS,
  type MemberCreate,
  type MemberUpdate,
  type PublicChurch,
  type PublicRegistration,
} from '../../../sync/contracts/members'
import { assertWritable, canRead, requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { assertMemberRoom } from '../billing/billing.service'
import { diffRows } from '../sync/row-diff'
import { loadPlacement } from '../auth/auth.repo'
import { resolveBranding } from '../auth/me.service'
import { insertHistory } from './members-history.repo'
import { erasePhoto } from './member-photo.service'
import { newCardToken } from './member-card.service'
import {
  findLiveChurch,
  findLiveCpf,
  findMember,
  findMemberAnyState,
  insertMember,
  scrubHistory,
  scrubTransfers,
  tombstoneCategoryChanges,
  updateMemberRow,
  type ChurchRow,
  type MemberInsert,
  type MemberRow,
} from './members.repo'
import {
  assertCpfFree,
  assertRules,
  assertTreasuryFields,
  memberScopeOf,
  PERSONAL_FIELDS,
  permissionOf,
  recordCategory,
  sameContent,
  withCpfRace,
  writableChurch,
  writableMember,
} from './member-rules'

export { holdsTreasury, memberScopeOf, PERSONAL_FIELDS } from './member-rules'
export { transferMember } from './member-transfer.service'

/**
 * Members and visitors (docs/members.md). Every write checks the permission of the row's kind
 * (MEMBER or VISITOR verbs), the user's write scope, and the treasury-only fields, with the
 * AuthContext as it is now: REST calls and replayed mutations go through the same functions.
 */

/** The row a member.create inserts in `church` (its place copied from the church). */
export function newMemberValues(
  auth: AuthContext,
  church: ChurchRow,
  input: MemberCreate,
): MemberInsert {
  return {
    ...input,
    id: input.id ?? uuidv7(),
    clientId: church.clientId,
    conventionId: church.conventionId,
    fieldId: church.fieldId,
    sectorId: church.sectorId,
    churchId: church.id,
    approval: 'approved',
    createdBy: auth.userId,
  }
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
    const values = newMemberValues(auth, church, input)
    await assertCpfFree(tx, church.clientId, values.cpf, values.id)
    // The plan's member limit: a NEW counted member only (a replayed create of a stored row
    // answers below; edits are never refused). Refusals reach the device's needs-attention list.
    if (values.status === 'active' && !(await findMemberAnyState(tx, values.id as string)))
      await assertMemberRoom(tx, church.clientId)
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

/**
 * member.update: changed fields only. Visitor -> member needs EDIT_VISITOR and ADD_MEMBER. A
 * status that becomes 'active' needs room in the plan ('member_limit_reached' otherwise).
 */
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
    // A member who leaves (stops being active) gets a new card token: old cards read invalid.
    if (stored.status === 'active' && next !== 'active') changes.cardToken = newCardToken()
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
    // Becoming active takes a place in the plan, as an active create does (issue 47 #4).
    if (stored.status !== 'active' && next === 'active') await assertMemberRoom(tx, stored.clientId)
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
      visitDate: null,
      invitedBy: '',
      admissionDate: null,
      admissionWay: null,
      salary: null,
      maritalStatus: null,
      guardianName: '',
      guardianConsentAt: null,
      photoKey: null,
      cardToken: newCardToken(),
      deletedAt: now,
    })
    await erasePhoto(tx, id)
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

/** member.approve: a pending self-registration becomes a member of the church (EDIT_MEMBER); 409 member_duplicate while another member holds its CPF. */
export async function approveMember(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'EDIT_MEMBER')
  await atomic(db, async (tx) => {
    const member = await writableMember(tx, auth, id)
    if (member.approval === 'approved') return
    // A pending registration does not hold its CPF; approving it takes the CPF, if still free.
    await assertCpfFree(tx, member.clientId, member.cpf, id)
    await withCpfRace(() => updateMemberRow(tx, id, { approval: 'approved' }))
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
    // A CPF another member has does not refuse the registration (that answer would tell a
    // stranger who is a member, LGPD art. 11): it is stored pending and flagged for approval.
    await assertMemberRoom(tx, church.clientId)
    const cpfDuplicate = Boolean(input.cpf && (await findLiveCpf(tx, church.clientId, input.cpf)))
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
      cpfDuplicate,
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
