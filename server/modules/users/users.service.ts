import { v7 as uuidv7 } from 'uuid'
import type { Page } from '../../../sync/contracts/common'
import {
  PLACEMENT_KEYS,
  type User,
  type UserCreate,
  type UserListQuery,
  type UserUpdate,
} from '../../../sync/contracts/users'
import { requirePermission, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { revokeUserSessions } from '../auth/sessions.repo'
import { newSecret } from '../auth/tokens'
import { hashPassword } from '../auth/passwords'
import { readableRow, writableRow, foundOr404 } from '../../access/row-guard'
import { pageOf } from '../hierarchy/list'
import { omitKeys, replayOrConflict } from '../hierarchy/replay'
import { findRole } from '../roles/roles.repo'
import { assertWithinGrant } from '../roles/escalation'
import { assertLinkableMember } from './member-link'
import { resolvePlacement } from './placement'
import {
  emailTaken,
  findUser,
  findUserAnyState,
  insertUser,
  listUsers,
  softDeleteUser,
  updateUserRow,
  type UserRow,
  type UserWithRole,
} from './users.repo'
import { emailTakenError, guardEmailRace } from './unique-email'
import type { UserDeps } from './user-deps'
import { sendEmailChangeQuietly, sendValidationQuietly, type MailOutcome } from './validation-mail'

/** Users: access checks and anti-escalation here; routes stay thin. `deps.db` may be a transaction. */
export type { UserDeps } from './user-deps'

export const userScopeOf = (row: UserRow): RowScope => ({
  clientId: row.clientId,
  conventionId: row.conventionId,
  fieldId: row.fieldId,
  sectorId: row.sectorId,
  churchId: row.churchId,
})

/** The API shape: never the password hash. */
export function toUser({ user, role, level }: UserWithRole): User {
  const rest = omitKeys(user, [
    'passwordHash',
    'passwordChangedAt',
    'deletedAt',
    'seq',
    'emailConfirmedAt',
  ])
  return {
    ...rest,
    role: { id: role.id, name: role.name },
    level,
    emailConfirmed: user.emailConfirmedAt !== null,
  }
}

async function roleFor(db: DbOrTx, auth: AuthContext, roleId: string) {
  const found = await findRole(db, auth.node.clientId, roleId)
  if (!found)
    throw new ApiError('validation_failed', [
      { path: 'roleId', code: 'custom', message: 'invalid_role' },
    ])
  assertWithinGrant(auth, { permissions: found.role.permissions, levelOrder: found.level.order })
  return found
}

/** The user when the caller may change them: in the caller's subtree and holding no more than the caller grants. */
export async function changeableUser(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<UserWithRole> {
  const found = writableRow(auth, await findUser(db, id), (u) => userScopeOf(u.user))
  assertWithinGrant(auth, { permissions: found.role.permissions, levelOrder: found.level.order })
  return found
}

async function mustFind(db: DbOrTx, id: string): Promise<UserWithRole> {
  return foundOr404(await findUser(db, id))
}

export async function listUsersFor(
  deps: UserDeps,
  auth: AuthContext,
  query: UserListQuery,
): Promise<Page<User>> {
  requirePermission(auth, 'VIEW_USERS')
  const { rows, total } = await listUsers(deps.db, auth, query)
  return pageOf(rows.map(toUser), total, query)
}

export async function getUser(deps: UserDeps, auth: AuthContext, id: string): Promise<User> {
  requirePermission(auth, 'VIEW_USERS')
  return toUser(readableRow(auth, await findUser(deps.db, id), (u) => userScopeOf(u.user)))
}

/**
 * Creates a user with an unusable password and e-mails a validation link (the user then sets a
 * password through the reset flow). The placement node is share-locked so it cannot be deleted
 * meanwhile; the e-mail goes out after the row is written. Over the organisation's hourly mail
 * limit the user is still created and `mail` says the link was not sent (resend it later).
 */
export async function createUser(
  deps: UserDeps,
  auth: AuthContext,
  input: UserCreate,
): Promise<{ row: User; created: boolean; mail: MailOutcome | undefined }> {
  requirePermission(auth, 'ADD_USERS')
  const passwordHash = await hashPassword(newSecret())
  const result = await deps.db.transaction(async (tx) => {
    await roleFor(tx, auth, input.roleId)
    const node = await resolvePlacement(tx, auth, input, 'share')
    const existing = input.id ? await findUserAnyState(tx, input.id) : undefined
    if (existing) {
      replayOrConflict(existing, auth.node.clientId, { ...input, ...node })
      return { row: await mustFind(tx, existing.id), created: false }
    }
    if (await emailTaken(tx, input.email)) throw emailTakenError()
    const id = input.id ?? uuidv7()
    await assertLinkableMember(tx, auth, input.memberId, id)
    const values = { ...input, ...node, id, passwordHash, status: 'active' as const }
    if (!(await guardEmailRace(() => insertUser(tx, values)))) throw new ApiError('conflict')
    return { row: await mustFind(tx, id), created: true }
  })
  const mail = result.created ? await sendValidationQuietly(deps, result.row.user) : undefined
  return { row: toUser(result.row), created: result.created, mail }
}

/**
 * A new e-mail is never written straight away (issue 14 #6): it waits as `pendingEmail` until
 * the link sent to it is opened, so sign-in and reset keep the current address meanwhile.
 * Sending the current address again cancels a pending change.
 */
function emailPatch(
  user: UserRow,
  email: string | undefined,
): Pick<Partial<UserRow>, 'pendingEmail'> {
  if (email === undefined) return {}
  if (email === user.email) return user.pendingEmail === null ? {} : { pendingEmail: null }
  return { pendingEmail: email }
}

/** `mail`: whether the confirmation of a changed address went out (see createUser). */
export async function updateUser(
  deps: UserDeps,
  auth: AuthContext,
  id: string,
  patch: UserUpdate,
): Promise<{ user: User; mail: MailOutcome | undefined }> {
  requirePermission(auth, 'EDIT_USERS')
  const { row, emailChanged } = await deps.db.transaction(async (tx) => {
    const current = await changeableUser(tx, auth, id)
    if (patch.roleId && patch.roleId !== current.user.roleId) await roleFor(tx, auth, patch.roleId)
    if (patch.memberId && patch.memberId !== current.user.memberId)
      await assertLinkableMember(tx, auth, patch.memberId, id)
    const { conventionId, fieldId, sectorId, churchId, ...fields } = patch
    const moves = PLACEMENT_KEYS.some((key) => key in patch)
    const node = moves
      ? await resolvePlacement(tx, auth, { conventionId, fieldId, sectorId, churchId }, 'share')
      : {}
    const { email, ...rest } = fields
    const values: Partial<UserRow> = { ...rest, ...node, ...emailPatch(current.user, email) }
    const changed = values.pendingEmail !== undefined && values.pendingEmail !== null
    if (changed && email && (await emailTaken(tx, email, id))) throw emailTakenError()
    await guardEmailRace(() => updateUserRow(tx, id, values))
    return { row: await mustFind(tx, id), emailChanged: changed }
  })
  const mail = emailChanged ? await sendEmailChangeQuietly(deps, row.user) : undefined
  return { user: toUser(row), mail }
}

/** Soft delete; the user's sessions end. Nobody deletes themself. */
export async function deleteUser(deps: UserDeps, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_USERS')
  if (id === auth.userId) throw new ApiError('conflict', undefined, 'cannot_deactivate_self')
  await changeableUser(deps.db, auth, id)
  await softDeleteUser(deps.db, id)
  await revokeUserSessions(deps.db, id, deps.now())
}
