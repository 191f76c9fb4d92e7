import { getTableColumns } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { v7 as uuidv7 } from 'uuid'
import type { Page } from '../../../sync/contracts/common'
import { assertWritable, canRead, requirePermission, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import type { CrudService } from './crud-routes'
import { readableRow, writableRow } from '../../access/row-guard'
import { pageOf } from './list'
import {
  NODE_KEYS,
  nodeScope,
  type NodeListQuery,
  type NodeRepo,
  type NodeTable,
} from './node-repo'
import { publicRow, replayOrConflict } from './replay'

/**
 * One kind of hierarchy node (convention, field, sector, church): its table and depth, the
 * permission suffix (VIEW_/ADD_/EDIT_/DELETE_), its parent kind, and what is specific to it.
 */
export interface NodeKindDef<T extends NodeTable, C extends object, U extends object> {
  repo: NodeRepo<T>
  permission: 'CONGREGATIONS' | 'FIELDS' | 'REGIONAL' | 'CHURCHES'
  /** The parent kind and the parent's id in a create (none: the node hangs from the client). */
  parent?: { kind: ParentKind; idOf: (input: C) => string }
  /** A kind's own rule on a create or a patch, checked inside the write. */
  check?: (db: DbOrTx, id: string, values: C | U) => Promise<void>
  /** A kind's own refusal of a delete (throws), checked inside the write after the children. */
  beforeRemove?: (db: DbOrTx, id: string) => Promise<void>
}

/** What a child kind needs of its parent kind (methods: any kind's row type fits). */
interface ParentKind {
  find(
    this: void,
    db: DbOrTx,
    id: string,
    lock: 'share',
  ): Promise<NodeTable['$inferSelect'] | undefined>
  scopeOf(this: void, row: NodeTable['$inferSelect']): RowScope
}

/** A node as the API shows it: without the tombstone and the change sequence. */
export type PublicNode<T extends NodeTable> = Omit<T['$inferSelect'], 'deletedAt' | 'seq'>

export type NodeKind<T extends NodeTable, C extends object, U extends object> = CrudService<
  NodeListQuery,
  C & { id?: string | undefined },
  U,
  PublicNode<T>
> & {
  find: NodeRepo<T>['find']
  scopeOf: (row: T['$inferSelect']) => RowScope
}

/** The five calls of a node kind, with its permission and scope checks, replays and delete rule. */
export function nodeKind<T extends NodeTable, C extends object, U extends object>(
  def: NodeKindDef<T, C, U>,
): NodeKind<T, C, U> {
  const { repo } = def
  const toPublic = (row: T['$inferSelect']): PublicNode<T> => publicRow(row)
  const { depth } = repo
  const scopeOf = (row: T['$inferSelect']) => nodeScope(row, depth)
  const ownKey = NODE_KEYS[depth]
  const hasOwnColumn = ownKey in getTableColumns(repo.table)

  /** The scope a new node inherits: its parent's (which must be writable), or the client. */
  async function parentScope(db: DbOrTx, auth: AuthContext, input: C): Promise<RowScope> {
    if (!def.parent) {
      const scope = { clientId: auth.node.clientId }
      assertWritable(auth, scope)
      return scope
    }
    const { kind, idOf } = def.parent
    return kind.scopeOf(writableRow(auth, await kind.find(db, idOf(input), 'share'), kind.scopeOf))
  }

  return {
    find: repo.find,
    scopeOf,

    async list(db, auth, query): Promise<Page<PublicNode<T>>> {
      requirePermission(auth, `VIEW_${def.permission}`)
      const { rows, total } = await repo.list(db, auth, query)
      return pageOf(rows.map(toPublic), total, query)
    },

    async get(db, auth, id) {
      requirePermission(auth, `VIEW_${def.permission}`)
      return toPublic(readableRow(auth, await repo.find(db, id), scopeOf))
    },

    /** Creating a node needs its parent writable (404 when unknown or outside the scope). */
    async create(db, auth, input) {
      requirePermission(auth, `ADD_${def.permission}`)
      return atomic(db, async (tx) => {
        const inherited = await parentScope(tx, auth, input)
        const id = input.id ?? uuidv7()
        await def.check?.(tx, id, input)
        const own = hasOwnColumn ? { [ownKey]: id } : {}
        const values = { ...input, id, ...inherited, ...own } as PgInsertValue<T>
        const inserted = await repo.insert(tx, values)
        if (inserted) return { row: toPublic(inserted), created: true }
        const stored = replayOrConflict(await repo.findAnyState(tx, id), auth.node.clientId, input)
        if (!canRead(auth, scopeOf(stored))) throw new ApiError('conflict')
        return { row: toPublic(stored), created: false }
      })
    },

    async update(db, auth, id, patch) {
      requirePermission(auth, `EDIT_${def.permission}`)
      writableRow(auth, await repo.find(db, id), scopeOf)
      await def.check?.(db, id, patch)
      const updated = await repo.update(db, id, patch)
      if (!updated) throw new ApiError('not_found')
      return toPublic(updated)
    },

    /** Refused (409) while live child nodes or users are placed at or below the node. */
    async remove(db, auth, id) {
      requirePermission(auth, `DELETE_${def.permission}`)
      return atomic(db, async (tx) => {
        writableRow(auth, await repo.find(tx, id, 'update'), scopeOf)
        if (await repo.hasChildren(tx, id))
          throw new ApiError('conflict', undefined, 'has_children')
        await def.beforeRemove?.(tx, id)
        await repo.softDelete(tx, id)
      })
    },
  }
}
