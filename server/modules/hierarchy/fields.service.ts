import { v7 as uuidv7 } from 'uuid'
import type { Page } from '../../../sync/contracts/common'
import type {
  Field,
  FieldCreate,
  FieldUpdate,
  HierarchyListQuery,
} from '../../../sync/contracts/hierarchy'
import { canRead, requirePermission, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { findConvention } from './conventions.repo'
import {
  countLiveSectors,
  findField,
  findFieldAnyState,
  insertField,
  listFields,
  softDeleteField,
  updateFieldRow,
  type FieldRow,
} from './fields.repo'
import { countLiveUsersUnder } from './churches.repo'
import { readableRow, writableRow } from './guard'
import { pageOf } from './list'
import { publicRow, replayOrConflict } from './replay'

/** Ecclesiastical fields: permissions *_FIELDS; the parent is a convention, children are sectors. */

const scopeOf = (row: FieldRow): RowScope => ({
  clientId: row.clientId,
  conventionId: row.conventionId,
  fieldId: row.id,
})
const toField = (row: FieldRow): Field => publicRow(row)

export async function listFieldsFor(
  db: DbOrTx,
  auth: AuthContext,
  query: HierarchyListQuery,
): Promise<Page<Field>> {
  requirePermission(auth, 'VIEW_FIELDS')
  const { rows, total } = await listFields(db, auth, query)
  return pageOf(rows.map(toField), total, query)
}

export async function getField(db: DbOrTx, auth: AuthContext, id: string): Promise<Field> {
  requirePermission(auth, 'VIEW_FIELDS')
  return toField(readableRow(auth, await findField(db, id), scopeOf))
}

/** Creating a field needs its convention writable (404 when unknown or outside the scope). */
export async function createField(db: DbOrTx, auth: AuthContext, input: FieldCreate) {
  requirePermission(auth, 'ADD_FIELDS')
  return atomic(db, async (tx) => {
    const convention = writableRow(
      auth,
      await findConvention(tx, input.conventionId, 'share'),
      (c) => ({
        clientId: c.clientId,
        conventionId: c.id,
      }),
    )
    const id = input.id ?? uuidv7()
    const inserted = await insertField(tx, { ...input, id, clientId: convention.clientId })
    if (inserted) return { row: toField(inserted), created: true }
    const stored = replayOrConflict(await findFieldAnyState(tx, id), auth.node.clientId, input)
    if (!canRead(auth, scopeOf(stored))) throw new ApiError('conflict')
    return { row: toField(stored), created: false }
  })
}

export async function updateField(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: FieldUpdate,
): Promise<Field> {
  requirePermission(auth, 'EDIT_FIELDS')
  writableRow(auth, await findField(db, id), scopeOf)
  const updated = await updateFieldRow(db, id, patch)
  if (!updated) throw new ApiError('not_found')
  return toField(updated)
}

export async function deleteField(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_FIELDS')
  return atomic(db, async (tx) => {
    writableRow(auth, await findField(tx, id, 'update'), scopeOf)
    if ((await countLiveSectors(tx, id)) > 0 || (await countLiveUsersUnder(tx, 'fieldId', id)) > 0)
      throw new ApiError('conflict', undefined, 'has_children')
    await softDeleteField(tx, id)
  })
}

export const fieldsService = {
  list: listFieldsFor,
  get: getField,
  create: createField,
  update: updateField,
  remove: deleteField,
}
