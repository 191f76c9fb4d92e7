import { v7 as uuidv7 } from 'uuid'
import type {
  Convention,
  ConventionCreate,
  ConventionUpdate,
} from '../../../sync/contracts/hierarchy'
import type { ListQuery, Page } from '../../../sync/contracts/common'
import { assertWritable, canRead, requirePermission, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import {
  countLiveFields,
  findConvention,
  findConventionAnyState,
  insertConvention,
  listConventions,
  softDeleteConvention,
  updateConventionRow,
  type ConventionRow,
} from './conventions.repo'
import { countLiveUsersUnder } from './churches.repo'
import { readableRow, writableRow } from './guard'
import { pageOf } from './list'
import { publicRow, replayOrConflict } from './replay'

/** Conventions ("congregations" in the API): permissions *_CONGREGATIONS; children are fields. */

const scopeOf = (row: ConventionRow): RowScope => ({ clientId: row.clientId, conventionId: row.id })
const toConvention = (row: ConventionRow): Convention => publicRow(row)

export async function listConventionsFor(
  db: DbOrTx,
  auth: AuthContext,
  query: ListQuery,
): Promise<Page<Convention>> {
  requirePermission(auth, 'VIEW_CONGREGATIONS')
  const { rows, total } = await listConventions(db, auth, query)
  return pageOf(rows.map(toConvention), total, query)
}

export async function getConvention(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<Convention> {
  requirePermission(auth, 'VIEW_CONGREGATIONS')
  return toConvention(readableRow(auth, await findConvention(db, id), scopeOf))
}

/** A convention hangs from the client: only users placed at the client (or administrators) may create one. */
export async function createConvention(db: DbOrTx, auth: AuthContext, input: ConventionCreate) {
  requirePermission(auth, 'ADD_CONGREGATIONS')
  assertWritable(auth, { clientId: auth.node.clientId })
  const id = input.id ?? uuidv7()
  const inserted = await insertConvention(db, {
    ...input,
    id,
    conventionId: id,
    clientId: auth.node.clientId,
  })
  if (inserted) return { row: toConvention(inserted), created: true }
  const stored = replayOrConflict(await findConventionAnyState(db, id), auth.node.clientId, input)
  if (!canRead(auth, scopeOf(stored))) throw new ApiError('conflict')
  return { row: toConvention(stored), created: false }
}

export async function updateConvention(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: ConventionUpdate,
) {
  requirePermission(auth, 'EDIT_CONGREGATIONS')
  writableRow(auth, await findConvention(db, id), scopeOf)
  const updated = await updateConventionRow(db, id, patch)
  if (!updated) throw new ApiError('not_found')
  return toConvention(updated)
}

export async function deleteConvention(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_CONGREGATIONS')
  return atomic(db, async (tx) => {
    writableRow(auth, await findConvention(tx, id, 'update'), scopeOf)
    if (
      (await countLiveFields(tx, id)) > 0 ||
      (await countLiveUsersUnder(tx, 'conventionId', id)) > 0
    )
      throw new ApiError('conflict', undefined, 'has_children')
    await softDeleteConvention(tx, id)
  })
}

export const conventionsService = {
  list: listConventionsFor,
  get: getConvention,
  create: createConvention,
  update: updateConvention,
  remove: deleteConvention,
}
