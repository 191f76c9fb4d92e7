import { foundOr404 } from '../../access/row-guard'
import { v7 as uuidv7 } from 'uuid'
import type { Page } from '../../../sync/contracts/common'
import type { Role, RoleCreate, RoleUpdate } from '../../../sync/contracts/roles'
import type { z } from 'zod'
import type { roleListQuerySchema } from '../../../sync/contracts/roles'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { pageOf } from '../hierarchy/list'
import { publicRow, replayOrConflict } from '../hierarchy/replay'
import { findLevel } from '../levels/levels.repo'
import { assertWithinGrant } from './escalation'
import { assertOrganisationWide } from './ownership'
import {
  countLiveUsersOfRole,
  findRole,
  findRoleAnyState,
  insertRole,
  listRoles,
  softDeleteRole,
  updateRoleRow,
  type RoleWithLevel,
} from './roles.repo'

/**
 * Roles are client-wide: a name, a level of the same client and permissions (never DEFAULT).
 * Only a user placed at the whole organisation may define them (ownership.ts).
 */

type RoleListQuery = z.output<typeof roleListQuerySchema>

const toRole = ({ role, level }: RoleWithLevel): Role => ({ ...publicRow(role), level })

async function levelOf(db: DbOrTx, auth: AuthContext, levelId: string) {
  const level = await findLevel(db, auth.node.clientId, levelId)
  if (!level)
    throw new ApiError('validation_failed', [
      { path: 'levelId', code: 'custom', message: 'invalid_level' },
    ])
  return { id: level.id, name: level.name, order: level.order }
}

async function mustFind(db: DbOrTx, auth: AuthContext, id: string): Promise<RoleWithLevel> {
  return foundOr404(await findRole(db, auth.node.clientId, id))
}

export async function listRolesFor(
  db: DbOrTx,
  auth: AuthContext,
  query: RoleListQuery,
): Promise<Page<Role>> {
  requirePermission(auth, 'VIEW_ROLES')
  const { rows, total } = await listRoles(db, auth.node.clientId, query)
  return pageOf(rows.map(toRole), total, query)
}

export async function getRole(db: DbOrTx, auth: AuthContext, id: string): Promise<Role> {
  requirePermission(auth, 'VIEW_ROLES')
  return toRole(await mustFind(db, auth, id))
}

export async function createRole(db: DbOrTx, auth: AuthContext, input: RoleCreate) {
  requirePermission(auth, 'ADD_ROLES')
  assertOrganisationWide(auth)
  const level = await levelOf(db, auth, input.levelId)
  assertWithinGrant(auth, { permissions: input.permissions, levelOrder: level.order })
  const id = input.id ?? uuidv7()
  const inserted = await insertRole(db, {
    ...input,
    id,
    clientId: auth.node.clientId,
    conventionId: null,
  })
  if (inserted) return { row: toRole({ role: inserted, level }), created: true }
  const stored = replayOrConflict(await findRoleAnyState(db, id), auth.node.clientId, input)
  return { row: toRole({ role: stored, level }), created: false }
}

export async function updateRole(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: RoleUpdate,
): Promise<Role> {
  requirePermission(auth, 'EDIT_ROLES')
  assertOrganisationWide(auth)
  const current = await mustFind(db, auth, id)
  assertWithinGrant(auth, {
    permissions: current.role.permissions,
    levelOrder: current.level.order,
  })
  const level = patch.levelId ? await levelOf(db, auth, patch.levelId) : current.level
  assertWithinGrant(auth, {
    permissions: patch.permissions ?? current.role.permissions,
    levelOrder: level.order,
  })
  await updateRoleRow(db, id, patch)
  return toRole(await mustFind(db, auth, id))
}

/** Refused (409) while users hold the role. */
export async function deleteRole(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_ROLES')
  assertOrganisationWide(auth)
  const current = await mustFind(db, auth, id)
  assertWithinGrant(auth, {
    permissions: current.role.permissions,
    levelOrder: current.level.order,
  })
  if ((await countLiveUsersOfRole(db, id)) > 0)
    throw new ApiError('conflict', undefined, 'role_in_use')
  await softDeleteRole(db, id)
}

export const rolesService = {
  list: listRolesFor,
  get: getRole,
  create: createRole,
  update: updateRole,
  remove: deleteRole,
}
