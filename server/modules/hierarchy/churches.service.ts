import { v7 as uuidv7 } from 'uuid'
import type { Page } from '../../../sync/contracts/common'
import { isValidCnpj, onlyDigits } from '../../../sync/contracts/documents'
import type {
  Church,
  ChurchCreate,
  ChurchUpdate,
  HierarchyListQuery,
} from '../../../sync/contracts/hierarchy'
import { canRead, requirePermission, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import {
  countLiveUsersUnder,
  findChurch,
  findChurchAnyState,
  findChurchByCnpj,
  insertChurch,
  listChurches,
  softDeleteChurch,
  updateChurchRow,
  type ChurchRow,
} from './churches.repo'
import { readableRow, writableRow } from './guard'
import { pageOf } from './list'
import { publicRow, replayOrConflict } from './replay'
import { liveMemberChurch } from '../members/members.repo'
import { findSector } from './sectors.repo'

/** Churches: permissions *_CHURCHES; the parent is a sector (field and convention are copied from it). */

export const churchScopeOf = (row: ChurchRow): RowScope => ({
  clientId: row.clientId,
  conventionId: row.conventionId,
  fieldId: row.fieldId,
  sectorId: row.sectorId,
  churchId: row.id,
})
const toChurch = (row: ChurchRow): Church => publicRow(row)

export async function listChurchesFor(
  db: DbOrTx,
  auth: AuthContext,
  query: HierarchyListQuery,
): Promise<Page<Church>> {
  requirePermission(auth, 'VIEW_CHURCHES')
  const { rows, total } = await listChurches(db, auth, query)
  return pageOf(rows.map(toChurch), total, query)
}

export async function getChurch(db: DbOrTx, auth: AuthContext, id: string): Promise<Church> {
  requirePermission(auth, 'VIEW_CHURCHES')
  return toChurch(readableRow(auth, await findChurch(db, id), churchScopeOf))
}

/** The church in the user's scope with this CNPJ (masked or not); 404 when none. */
export async function getChurchByCnpj(
  db: DbOrTx,
  auth: AuthContext,
  cnpj: string,
): Promise<Church> {
  requirePermission(auth, 'VIEW_CHURCHES')
  if (!isValidCnpj(cnpj)) throw new ApiError('not_found', undefined, 'church_not_found_for_cnpj')
  const row = await findChurchByCnpj(db, auth, onlyDigits(cnpj))
  if (!row) throw new ApiError('not_found', undefined, 'church_not_found_for_cnpj')
  return toChurch(row)
}

export async function createChurch(db: DbOrTx, auth: AuthContext, input: ChurchCreate) {
  requirePermission(auth, 'ADD_CHURCHES')
  return atomic(db, async (tx) => {
    const sector = writableRow(auth, await findSector(tx, input.sectorId, 'share'), (s) => ({
      clientId: s.clientId,
      conventionId: s.conventionId,
      fieldId: s.fieldId,
      sectorId: s.id,
    }))
    const id = input.id ?? uuidv7()
    await assertRepresentative(tx, id, input.representativeMemberId)
    const inserted = await insertChurch(tx, {
      ...input,
      id,
      clientId: sector.clientId,
      conventionId: sector.conventionId,
      fieldId: sector.fieldId,
    })
    if (inserted) return { row: toChurch(inserted), created: true }
    const stored = replayOrConflict(await findChurchAnyState(tx, id), auth.node.clientId, input)
    if (!canRead(auth, churchScopeOf(stored))) throw new ApiError('conflict')
    return { row: toChurch(stored), created: false }
  })
}

export async function updateChurch(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: ChurchUpdate,
): Promise<Church> {
  requirePermission(auth, 'EDIT_CHURCHES')
  writableRow(auth, await findChurch(db, id), churchScopeOf)
  await assertRepresentative(db, id, patch.representativeMemberId)
  const updated = await updateChurchRow(db, id, patch)
  if (!updated) throw new ApiError('not_found')
  return toChurch(updated)
}

/**
 * A church's representative is a live member of that church (so none while it is created); a
 * member of another church, a visitor's id from elsewhere or an unknown id is refused.
 */
async function assertRepresentative(
  db: DbOrTx,
  churchId: string,
  memberId: string | null | undefined,
): Promise<void> {
  if (!memberId || (await liveMemberChurch(db, memberId)) === churchId) return
  throw new ApiError(
    'validation_failed',
    [{ path: 'representativeMemberId', code: 'custom', message: 'representative_not_member' }],
    'representative_not_member',
  )
}

/** Refused (409) while users are placed at the church; members and finance rows will add their own checks. */
export async function deleteChurch(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_CHURCHES')
  return atomic(db, async (tx) => {
    writableRow(auth, await findChurch(tx, id, 'update'), churchScopeOf)
    if ((await countLiveUsersUnder(tx, 'churchId', id)) > 0)
      throw new ApiError('conflict', undefined, 'has_children')
    await softDeleteChurch(tx, id)
  })
}

export const churchesService = {
  list: listChurchesFor,
  get: getChurch,
  create: createChurch,
  update: updateChurch,
  remove: deleteChurch,
}
