import { isValidCnpj, onlyDigits } from '../../../sync/contracts/documents'
import type { Church, ChurchCreate, ChurchUpdate } from '../../../sync/contracts/hierarchy'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { and, eq, isNull } from 'drizzle-orm'
import {
  assets,
  expenses,
  liabilities,
  members,
  revenues,
  tithes,
  type churches,
} from '../../db/schema'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { liveMemberChurch } from '../members/members.repo'
import { churchesRepo, findChurchByCnpj } from './churches.repo'
import { nodeKind } from './node-service'
import { publicRow } from './replay'
import { sectorsService } from './sectors.service'

/**
 * Churches: permissions *_CHURCHES; the parent is a sector (field and convention are copied from
 * it). A church also has a CNPJ to be found by, a representative and images (church-files).
 */
export const churchesService = nodeKind<typeof churches, ChurchCreate, ChurchUpdate>({
  repo: churchesRepo,
  permission: 'CHURCHES',
  parent: { kind: sectorsService, idOf: (input) => input.sectorId },
  check: (db, id, values) => assertRepresentative(db, id, values.representativeMemberId),
  beforeRemove: assertNoRecords,
})

/**
 * A church keeps its people and its money: it is deleted only when no live member or visitor,
 * tithe, revenue, expense, asset or liability belongs to it (transfer the members first; the
 * books and the inventory stay whole).
 */
async function assertNoRecords(db: DbOrTx, churchId: string): Promise<void> {
  for (const table of [members, tithes, revenues, expenses, assets, liabilities]) {
    const live = and(eq(table.churchId, churchId), isNull(table.deletedAt))
    if ((await db.$count(table, live)) > 0)
      throw new ApiError('conflict', undefined, 'church_has_records')
  }
}

export const churchScopeOf = churchesService.scopeOf

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
  return publicRow(row)
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
