import { v7 as uuidv7 } from 'uuid'
import type { ListQuery, Page } from '../../../sync/contracts/common'
import {
  levelParentProblem,
  type Level,
  type LevelCreate,
  type LevelUpdate,
} from '../../../sync/contracts/levels'
import { requirePermission } from '../../access/access'
import { assertOrganisationWide } from '../roles/ownership'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { pageOf } from '../hierarchy/list'
import { publicRow, replayOrConflict } from '../hierarchy/replay'
import {
  childLevels,
  countLiveRolesOfLevel,
  findAdministratorLevel,
  findLevel,
  findLevelAnyState,
  insertLevel,
  listLevels,
  softDeleteLevel,
  updateLevelRow,
  type LevelRow,
} from './levels.repo'

/**
 * Levels are client-wide (convention_id null): every user of the client with VIEW_LEVELS reads
 * them. Anti-escalation: a non-administrator may only create, change or delete levels whose
 * order is not lower than their own (and never order 0).
 */

const toLevel = (row: LevelRow): Level => publicRow(row)

function assertOrderAllowed(auth: AuthContext, order: number): void {
  if (!auth.isAdministrator && order < auth.levelOrder)
    throw new ApiError('forbidden', undefined, 'escalation_refused')
}

const invalid = (path: string, message: string) =>
  new ApiError('validation_failed', [{ path, code: 'custom', message }])

/** The order/parent rules with the parent looked up: same client, live, lower order; one order 0 per client. */
async function checkShape(
  db: DbOrTx,
  clientId: string,
  level: { id: string; order: number; parentLevelId: string | null },
) {
  const problem = levelParentProblem(level.order, level.parentLevelId)
  if (problem) throw invalid('parentLevelId', problem)
  if (level.parentLevelId !== null) {
    if (level.parentLevelId === level.id) throw invalid('parentLevelId', 'invalid_parent')
    const parent = await findLevel(db, clientId, level.parentLevelId)
    if (!parent) throw invalid('parentLevelId', 'invalid_parent')
    if (parent.order >= level.order) throw invalid('parentLevelId', 'parent_order_not_lower')
  }
  if (level.order === 0 && (await findAdministratorLevel(db, clientId, level.id)))
    throw new ApiError('conflict', undefined, 'administrator_level_exists')
}

export async function listLevelsFor(
  db: DbOrTx,
  auth: AuthContext,
  query: ListQuery,
): Promise<Page<Level>> {
  requirePermission(auth, 'VIEW_LEVELS')
  const { rows, total } = await listLevels(db, auth.node.clientId, query)
  return pageOf(rows.map(toLevel), total, query)
}

export async function getLevel(db: DbOrTx, auth: AuthContext, id: string): Promise<Level> {
  requirePermission(auth, 'VIEW_LEVELS')
  const row = await findLevel(db, auth.node.clientId, id)
  if (!row) throw new ApiError('not_found')
  return toLevel(row)
}

export async function createLevel(db: DbOrTx, auth: AuthContext, input: LevelCreate) {
  requirePermission(auth, 'ADD_LEVELS')
  assertOrganisationWide(auth)
  assertOrderAllowed(auth, input.order)
  const clientId = auth.node.clientId
  const id = input.id ?? uuidv7()
  const existing = input.id ? await findLevelAnyState(db, input.id) : undefined
  if (existing) return { row: toLevel(replayOrConflict(existing, clientId, input)), created: false }
  await checkShape(db, clientId, { id, order: input.order, parentLevelId: input.parentLevelId })
  const inserted = await insertLevel(db, { ...input, id, clientId, conventionId: null })
  if (inserted) return { row: toLevel(inserted), created: true }
  // The same create arriving twice at once: the second is a replay too.
  return {
    row: toLevel(replayOrConflict(await findLevelAnyState(db, id), clientId, input)),
    created: false,
  }
}

export async function updateLevel(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: LevelUpdate,
): Promise<Level> {
  requirePermission(auth, 'EDIT_LEVELS')
  assertOrganisationWide(auth)
  const row = await findLevel(db, auth.node.clientId, id)
  if (!row) throw new ApiError('not_found')
  assertOrderAllowed(auth, row.order)
  const next = {
    id,
    order: patch.order ?? row.order,
    parentLevelId: patch.parentLevelId === undefined ? row.parentLevelId : patch.parentLevelId,
  }
  assertOrderAllowed(auth, next.order)
  await checkShape(db, row.clientId, next)
  if (next.order !== row.order) {
    const children = await childLevels(db, id)
    if (children.some((child) => child.order <= next.order))
      throw invalid('order', 'child_order_not_higher')
  }
  const updated = await updateLevelRow(db, id, patch)
  if (!updated) throw new ApiError('not_found')
  return toLevel(updated)
}

/** Refused (409) while roles or other levels use it. */
export async function deleteLevel(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_LEVELS')
  assertOrganisationWide(auth)
  const row = await findLevel(db, auth.node.clientId, id)
  if (!row) throw new ApiError('not_found')
  assertOrderAllowed(auth, row.order)
  if ((await countLiveRolesOfLevel(db, id)) > 0 || (await childLevels(db, id)).length > 0)
    throw new ApiError('conflict', undefined, 'level_in_use')
  await softDeleteLevel(db, id)
}

export const levelsService = {
  list: listLevelsFor,
  get: getLevel,
  create: createLevel,
  update: updateLevel,
  remove: deleteLevel,
}
