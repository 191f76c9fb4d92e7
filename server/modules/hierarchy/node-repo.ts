import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { scopeWhere, type RowScope, type ScopeColumns } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { users, type churches, type conventions, type fields, type sectors } from '../../db/schema'
import type { RowLock } from './list'
import { limitOffset, searchWhere, type Paging } from './list'

/** The SQL of the four hierarchy tables, one set of functions for every kind of node. */

export const NODE_KEYS = ['conventionId', 'fieldId', 'sectorId', 'churchId'] as const
export type NodeKey = (typeof NODE_KEYS)[number]
/** A node's depth: 0 convention, 1 field, 2 sector, 3 church (its key in NODE_KEYS). */
export type NodeDepth = 0 | 1 | 2 | 3
export type NodeTable = typeof conventions | typeof fields | typeof sectors | typeof churches
type NodeRow = NodeTable['$inferSelect']

/** The list filters a node accepts: the ancestors' and its own id (a church is not filtered by itself). */
export type NodeListQuery = Paging & { q?: string | undefined } & Partial<
    Record<'conventionId' | 'fieldId' | 'sectorId', string | undefined>
  >

/** The ancestors' columns of the table and its own id: the node's place in the hierarchy. */
function keyColumns(table: NodeTable, depth: NodeDepth): Partial<Record<NodeKey, AnyPgColumn>> {
  const columns: Partial<Record<NodeKey, AnyPgColumn>> = { [NODE_KEYS[depth]]: table.id }
  const all: Record<string, AnyPgColumn> = getTableColumns(table)
  for (const key of NODE_KEYS.slice(0, depth)) columns[key] = all[key]
  return columns
}

/** The scope of a node's row: client, the ancestors' ids and its own id under its key. */
export function nodeScope(row: NodeRow, depth: NodeDepth): RowScope {
  const keys: Partial<Record<NodeKey, string>> = row
  const scope: RowScope = { clientId: row.clientId, [NODE_KEYS[depth]]: row.id }
  for (const key of NODE_KEYS.slice(0, depth)) scope[key] = keys[key]
  return scope
}

/**
 * The repo of one table of the hierarchy at its depth. `child`: the table of the nodes below it
 * (whose column of this depth points up); a node with live children cannot be deleted.
 * `search`: the columns `q` matches (name and sigla unless told).
 */
export function nodeRepo<T extends NodeTable>(
  nodeTable: T,
  depth: NodeDepth,
  child?: NodeTable,
  search?: AnyPgColumn[],
) {
  type Row = T['$inferSelect']
  const table: NodeTable = nodeTable
  const columns = keyColumns(table, depth)
  const childColumn = child && keyColumns(child, (depth + 1) as NodeDepth)[NODE_KEYS[depth]]
  const live = (id: string): SQL | undefined => and(eq(table.id, id), isNull(table.deletedAt))
  const scope = (auth: AuthContext): SQL =>
    scopeWhere(auth, { clientId: table.clientId, ...columns } satisfies ScopeColumns)

  return {
    table: nodeTable,
    depth,

    /**
     * A live node by id (any client: the service checks scope). `lock`: 'share' while a child is
     * created under it, 'update' while it is deleted, so the two cannot interleave.
     */
    find: async (db: DbOrTx, id: string, lock?: RowLock): Promise<Row | undefined> => {
      const query = db.select().from(table).where(live(id)).limit(1)
      const rows = await (lock ? query.for(lock) : query)
      return rows[0]
    },

    findAnyState: async (db: DbOrTx, id: string): Promise<Row | undefined> => {
      const rows = await db.select().from(table).where(eq(table.id, id)).limit(1)
      return rows[0]
    },

    /** The first live row in the user's scope matching `where` (by name), e.g. a church by CNPJ. */
    findInScope: async (db: DbOrTx, auth: AuthContext, where: SQL): Promise<Row | undefined> => {
      const rows = await db
        .select()
        .from(table)
        .where(and(scope(auth), isNull(table.deletedAt), where))
        .orderBy(table.name, table.id)
        .limit(1)
      return rows[0]
    },

    list: async (db: DbOrTx, auth: AuthContext, query: NodeListQuery) => {
      const filters = (['conventionId', 'fieldId', 'sectorId'] as const).map((key) => {
        const column = columns[key]
        const value = query[key]
        return column && value ? eq(column, value) : undefined
      })
      const where = and(
        scope(auth),
        isNull(table.deletedAt),
        ...filters,
        searchWhere(query.q, search ?? [table.name, table.sigla]),
      )
      const { limit, offset } = limitOffset(query)
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(table.name, table.id)
          .limit(limit)
          .offset(offset),
        db.$count(table, where),
      ])
      return { rows, total }
    },

    /** Inserts unless the id is taken (then undefined: the caller decides replay or conflict). */
    insert: async (db: DbOrTx, values: PgInsertValue<T>): Promise<Row | undefined> => {
      const rows = await db
        .insert(nodeTable)
        .values(values)
        .onConflictDoNothing({ target: table.id })
        .returning()
      return rows[0]
    },

    update: async (
      db: DbOrTx,
      id: string,
      patch: PgUpdateSetSource<T>,
    ): Promise<Row | undefined> => {
      const rows = await db
        .update(nodeTable)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(live(id))
        .returning()
      return (rows as Row[])[0]
    },

    softDelete: async (db: DbOrTx, id: string): Promise<void> => {
      await db
        .update(table)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(live(id))
    },

    /** Live child nodes and live users placed at or below the node (either blocks a delete). */
    hasChildren: async (db: DbOrTx, id: string): Promise<boolean> => {
      const children = childColumn && and(eq(childColumn, id), isNull(child.deletedAt))
      if (child && children && (await db.$count(child, children)) > 0) return true
      const key = NODE_KEYS[depth]
      return (await db.$count(users, and(eq(users[key], id), isNull(users.deletedAt)))) > 0
    },
  }
}

export type NodeRepo<T extends NodeTable> = ReturnType<typeof nodeRepo<T>>
