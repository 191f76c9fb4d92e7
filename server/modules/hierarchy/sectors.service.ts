import { v7 as uuidv7 } from 'uuid'
import type { Page } from '../../../sync/contracts/common'
import type {
  HierarchyListQuery,
  Sector,
  SectorCreate,
  SectorUpdate,
} from '../../../sync/contracts/hierarchy'
import { canRead, requirePermission, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { findField } from './fields.repo'
import { countLiveUsersUnder } from './churches.repo'
import { readableRow, writableRow } from './guard'
import { pageOf } from './list'
import { publicRow, replayOrConflict } from './replay'
import {
  countLiveChurches,
  findSector,
  findSectorAnyState,
  insertSector,
  listSectors,
  softDeleteSector,
  updateSectorRow,
  type SectorRow,
} from './sectors.repo'

/** Regional sectors: permissions *_REGIONAL; the parent is a field (its convention is copied), children are churches. */

const scopeOf = (row: SectorRow): RowScope => ({
  clientId: row.clientId,
  conventionId: row.conventionId,
  fieldId: row.fieldId,
  sectorId: row.id,
})
const toSector = (row: SectorRow): Sector => publicRow(row)

export async function listSectorsFor(
  db: DbOrTx,
  auth: AuthContext,
  query: HierarchyListQuery,
): Promise<Page<Sector>> {
  requirePermission(auth, 'VIEW_REGIONAL')
  const { rows, total } = await listSectors(db, auth, query)
  return pageOf(rows.map(toSector), total, query)
}

export async function getSector(db: DbOrTx, auth: AuthContext, id: string): Promise<Sector> {
  requirePermission(auth, 'VIEW_REGIONAL')
  return toSector(readableRow(auth, await findSector(db, id), scopeOf))
}

export async function createSector(db: DbOrTx, auth: AuthContext, input: SectorCreate) {
  requirePermission(auth, 'ADD_REGIONAL')
  return atomic(db, async (tx) => {
    const field = writableRow(auth, await findField(tx, input.fieldId, 'share'), (f) => ({
      clientId: f.clientId,
      conventionId: f.conventionId,
      fieldId: f.id,
    }))
    const id = input.id ?? uuidv7()
    const inserted = await insertSector(tx, {
      ...input,
      id,
      clientId: field.clientId,
      conventionId: field.conventionId,
    })
    if (inserted) return { row: toSector(inserted), created: true }
    const stored = replayOrConflict(await findSectorAnyState(tx, id), auth.node.clientId, input)
    if (!canRead(auth, scopeOf(stored))) throw new ApiError('conflict')
    return { row: toSector(stored), created: false }
  })
}

export async function updateSector(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: SectorUpdate,
): Promise<Sector> {
  requirePermission(auth, 'EDIT_REGIONAL')
  writableRow(auth, await findSector(db, id), scopeOf)
  const updated = await updateSectorRow(db, id, patch)
  if (!updated) throw new ApiError('not_found')
  return toSector(updated)
}

export async function deleteSector(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_REGIONAL')
  return atomic(db, async (tx) => {
    writableRow(auth, await findSector(tx, id, 'update'), scopeOf)
    if (
      (await countLiveChurches(tx, id)) > 0 ||
      (await countLiveUsersUnder(tx, 'sectorId', id)) > 0
    )
      throw new ApiError('conflict', undefined, 'has_children')
    await softDeleteSector(tx, id)
  })
}

export const sectorsService = {
  list: listSectorsFor,
  get: getSector,
  create: createSector,
  update: updateSector,
  remove: deleteSector,
}
