import { PLACEMENT_KEYS, type PlacementKey } from '../../../sync/contracts/users'
import { assertWritable, clientRoot, type RowScope } from '../../access/access'
import type { AuthContext, ScopeNode } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { findChurch } from '../hierarchy/churches.repo'
import { findConvention } from '../hierarchy/conventions.service'
import { findField } from '../hierarchy/fields.service'
import type { RowLock } from '../hierarchy/list'
import { findSector } from '../hierarchy/sectors.service'

/** The node itself and its ancestors' columns; deeper columns null. */
async function nodeOf(
  db: DbOrTx,
  key: PlacementKey,
  id: string,
  lock?: RowLock,
): Promise<ScopeNode | undefined> {
  switch (key) {
    case 'churchId': {
      const c = await findChurch(db, id, lock)
      return (
        c && {
          clientId: c.clientId,
          conventionId: c.conventionId,
          fieldId: c.fieldId,
          sectorId: c.sectorId,
          churchId: c.id,
        }
      )
    }
    case 'sectorId': {
      const s = await findSector(db, id, lock)
      return (
        s && {
          clientId: s.clientId,
          conventionId: s.conventionId,
          fieldId: s.fieldId,
          sectorId: s.id,
          churchId: null,
        }
      )
    }
    case 'fieldId': {
      const f = await findField(db, id, lock)
      return (
        f && {
          clientId: f.clientId,
          conventionId: f.conventionId,
          fieldId: f.id,
          sectorId: null,
          churchId: null,
        }
      )
    }
    case 'conventionId': {
      const c = await findConvention(db, id, lock)
      return (
        c && {
          clientId: c.clientId,
          conventionId: c.id,
          fieldId: null,
          sectorId: null,
          churchId: null,
        }
      )
    }
  }
}

/**
 * Where a user is placed: the one node given (or none = the whole client, administrators only),
 * with its ancestors filled in. The node must be in the acting user's subtree (404 outside the
 * scope, 403 for an ancestor of the acting user's node).
 */
export async function resolvePlacement(
  db: DbOrTx,
  auth: AuthContext,
  input: Partial<Record<PlacementKey, string | null | undefined>>,
  lock?: RowLock,
): Promise<ScopeNode> {
  const key = PLACEMENT_KEYS.find((k) => input[k])
  const id = key ? input[key] : undefined
  if (!key || !id) {
    if (!auth.isAdministrator) throw new ApiError('forbidden', undefined, 'escalation_refused')
    return clientRoot(auth.node.clientId)
  }
  const node = await nodeOf(db, key, id, lock)
  if (!node) throw new ApiError('not_found')
  // As a hierarchy node, not a user row: the deeper keys are left out, so an ancestor of the
  // caller's node is readable (403) rather than invisible (404).
  const asNode: RowScope = { clientId: node.clientId }
  for (const k of PLACEMENT_KEYS) {
    const value = node[k]
    if (value !== null) asNode[k] = value
  }
  assertWritable(auth, asNode)
  return node
}
