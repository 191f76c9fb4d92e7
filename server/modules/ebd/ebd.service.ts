import type {
  EbdClassCreate,
  EbdClassUpdate,
  EbdEnrolmentCreate,
  EbdEnrolmentUpdate,
  EbdQuarterCreate,
  EbdQuarterUpdate,
} from '../../../sync/contracts/ebd'
import { canRead, requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { writableRow } from '../../access/row-guard'
import { atomic, type DbOrTx, type Tx } from '../../db/client'
import { ebdClasses, ebdEnrolments, ebdQuarters } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { replayOrConflict } from '../hierarchy/replay'
import { financeScopeOf, writableChurchScope, type FinanceScope } from '../treasury/scope'
import { findRow, insertRow, updateRow, softDelete, type RowOf } from '../../db/tombstone-rows'
import { churchMemberIds, classHasRolls, softDeleteEnrolmentsOf, type EbdTable } from './ebd.repo'
import './messages'

/**
 * The Sunday school's classes, enrolments and quarters (docs/ebd.md, "Permissions"): created
 * and edited with EDIT_EBD (the superintendent's), deleted with DELETE_EBD, always in a church
 * the user may write; every check runs with the caller's access at replay time.
 */

export type EbdClassRow = RowOf<typeof ebdClasses>

export function ebdError(path: string, code: string): ApiError {
  return new ApiError('validation_failed', [{ path, code: 'custom', message: code }], code)
}

/** A create in a church's EBD: the permission, the church's scope, and a replay answered with the stored row. */
async function createInChurch<T extends EbdTable>(
  db: DbOrTx,
  auth: AuthContext,
  table: T,
  input: { id: string; churchId: string } & Record<string, unknown>,
  check: (tx: Tx, scope: FinanceScope) => Promise<void>,
): Promise<RowOf<T>> {
  requirePermission(auth, 'EDIT_EBD')
  return atomic(db, async (tx) => {
    const scope = await writableChurchScope(tx, auth, input.churchId)
    const stored = await findRow(tx, table, input.id, { live: false })
    if (stored) {
      const row = replayOrConflict(stored, auth.node.clientId, input)
      if (!canRead(auth, financeScopeOf(row))) throw new ApiError('conflict')
      return row
    }
    await check(tx, scope)
    const row = await insertRow(tx, table, { ...input, ...scope } as never)
    if (!row) throw new ApiError('conflict')
    return row
  })
}

async function writableEbdRow<T extends EbdTable>(
  tx: DbOrTx,
  auth: AuthContext,
  table: T,
  id: string,
): Promise<RowOf<T>> {
  return writableRow(auth, await findRow(tx, table, id, { lock: 'update' }), financeScopeOf)
}

async function updateInChurch<T extends EbdTable>(
  db: DbOrTx,
  auth: AuthContext,
  table: T,
  id: string,
  patch: Record<string, unknown>,
  check: (tx: Tx, row: RowOf<T>) => Promise<void> = () => Promise.resolve(),
): Promise<RowOf<T>> {
  requirePermission(auth, 'EDIT_EBD')
  return atomic(db, async (tx) => {
    const row = await writableEbdRow(tx, auth, table, id)
    await check(tx, row)
    const updated = await updateRow(tx, table, id, patch as never)
    if (!updated) throw new ApiError('not_found')
    return updated
  })
}

async function assertTeachers(tx: Tx, churchId: string, teacherIds: readonly string[]) {
  const found = await churchMemberIds(tx, churchId, teacherIds)
  if (teacherIds.some((id) => !found.has(id))) throw ebdError('teacherIds', 'ebd_teacher_not_found')
}

/** A live class of this church (share-locked: not deleted under the write). */
export async function classOfChurch(
  tx: Tx,
  classId: string,
  churchId: string,
): Promise<EbdClassRow> {
  const found = await findRow(tx, ebdClasses, classId, { lock: 'share' })
  if (!found || found.churchId !== churchId) throw ebdError('classId', 'ebd_class_not_found')
  return found
}

// Classes -----------------------------------------------------------------------------------------

export const createEbdClass = (db: DbOrTx, auth: AuthContext, input: EbdClassCreate) =>
  createInChurch(db, auth, ebdClasses, input, (tx, scope) =>
    assertTeachers(tx, scope.churchId, input.teacherIds),
  )

export const updateEbdClass = (db: DbOrTx, auth: AuthContext, id: string, patch: EbdClassUpdate) =>
  updateInChurch(db, auth, ebdClasses, id, patch, async (tx, row) => {
    if (patch.teacherIds) await assertTeachers(tx, row.churchId, patch.teacherIds)
  })

/** Refused while the class has rolls (its history); its enrolments go with it. */
export async function deleteEbdClass(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_EBD')
  await atomic(db, async (tx) => {
    await writableEbdRow(tx, auth, ebdClasses, id)
    if (await classHasRolls(tx, id))
      throw new ApiError('conflict', { reason: 'ebd_class_has_rolls' }, 'ebd_class_has_rolls')
    await softDeleteEnrolmentsOf(tx, id)
    await softDelete(tx, ebdClasses, id)
  })
}

// Enrolments --------------------------------------------------------------------------------------

export const createEbdEnrolment = (db: DbOrTx, auth: AuthContext, input: EbdEnrolmentCreate) =>
  createInChurch(db, auth, ebdEnrolments, input, async (tx, scope) => {
    await classOfChurch(tx, input.classId, scope.churchId)
    const found = await churchMemberIds(tx, scope.churchId, [input.studentId])
    if (!found.has(input.studentId)) throw ebdError('studentId', 'ebd_student_not_found')
  })

export const updateEbdEnrolment = (
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: EbdEnrolmentUpdate,
) =>
  updateInChurch(db, auth, ebdEnrolments, id, patch, (_tx, row) => {
    const merged = { ...row, ...patch }
    if (merged.endDate !== null && merged.endDate < merged.startDate)
      return Promise.reject(ebdError('endDate', 'ebd_end_before_start'))
    return Promise.resolve()
  })

export async function deleteEbdEnrolment(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_EBD')
  await atomic(db, async (tx) => {
    await writableEbdRow(tx, auth, ebdEnrolments, id)
    await softDelete(tx, ebdEnrolments, id)
  })
}

// Quarters ----------------------------------------------------------------------------------------

export const createEbdQuarter = (db: DbOrTx, auth: AuthContext, input: EbdQuarterCreate) =>
  createInChurch(db, auth, ebdQuarters, input, () => Promise.resolve())

export const updateEbdQuarter = (
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: EbdQuarterUpdate,
) => updateInChurch(db, auth, ebdQuarters, id, patch)

export async function deleteEbdQuarter(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_EBD')
  await atomic(db, async (tx) => {
    await writableEbdRow(tx, auth, ebdQuarters, id)
    await softDelete(tx, ebdQuarters, id)
  })
}
