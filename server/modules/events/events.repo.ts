import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { EventPath } from '../../../sync/contracts/events'
import type { RowScope } from '../../access/access'
import type { AuthContext, ScopeNode } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import {
  churches,
  conventions,
  events,
  expenses,
  fields,
  revenues,
  sectors,
  tithes,
} from '../../db/schema'

/** Rows of `events` and the hierarchy lookups an event's place needs (docs/events.md). */

export type EventRow = typeof events.$inferSelect
type RowLock = 'update' | 'share'

const PATH_KEYS = ['fieldId', 'sectorId', 'churchId'] as const

/**
 * The event's place for the access checks: a key below its node is left out, so the event reads
 * as an ancestor of every node under it (canRead) and is written only from its node or above (canWrite).
 */
export function eventScopeOf(row: EventPath & { clientId: string }): RowScope {
  const scope: RowScope = { clientId: row.clientId, conventionId: row.conventionId }
  for (const key of PATH_KEYS) if (row[key] !== null) scope[key] = row[key]
  return scope
}

/** What a user may read: events of their node, of its ancestors and of its subtree. */
export function eventsReadable(auth: AuthContext): SQL {
  const node: ScopeNode | null = auth.isAdministrator ? null : auth.node
  const conditions: SQL[] = [eq(events.clientId, auth.node.clientId)]
  if (node) {
    const columns = {
      conventionId: events.conventionId,
      fieldId: events.fieldId,
      sectorId: events.sectorId,
      churchId: events.churchId,
    }
    for (const key of ['conventionId', ...PATH_KEYS] as const) {
      const mine = node[key]
      if (mine !== null) conditions.push(or(isNull(columns[key]), eq(columns[key], mine)) as SQL)
    }
  }
  return and(...conditions) as SQL
}

export async function findEvent(
  db: DbOrTx,
  id: string,
  opts: { live?: boolean; lock?: RowLock } = {},
): Promise<EventRow | undefined> {
  const where =
    opts.live === false ? eq(events.id, id) : and(eq(events.id, id), isNull(events.deletedAt))
  const query = db.select().from(events).where(where).limit(1)
  const rows = await (opts.lock ? query.for(opts.lock) : query)
  return rows[0]
}

/**
 * The full path of a live node of the hierarchy (share-locked so it cannot be deleted under the
 * event), as stored on the node's row; undefined when there is none.
 */
export async function nodePath(
  db: DbOrTx,
  path: EventPath,
): Promise<(EventPath & { clientId: string }) | undefined> {
  const live = <T extends typeof churches | typeof sectors | typeof fields | typeof conventions>(
    table: T,
    id: string,
  ) => and(eq(table.id, id), isNull(table.deletedAt))
  if (path.churchId) {
    const [row] = await db.select().from(churches).where(live(churches, path.churchId)).for('share')
    return (
      row && {
        clientId: row.clientId,
        conventionId: row.conventionId,
        fieldId: row.fieldId,
        sectorId: row.sectorId,
        churchId: row.id,
      }
    )
  }
  if (path.sectorId) {
    const [row] = await db.select().from(sectors).where(live(sectors, path.sectorId)).for('share')
    return (
      row && {
        clientId: row.clientId,
        conventionId: row.conventionId,
        fieldId: row.fieldId,
        sectorId: row.id,
        churchId: null,
      }
    )
  }
  if (path.fieldId) {
    const [row] = await db.select().from(fields).where(live(fields, path.fieldId)).for('share')
    return (
      row && {
        clientId: row.clientId,
        conventionId: row.conventionId,
        fieldId: row.id,
        sectorId: null,
        churchId: null,
      }
    )
  }
  const [row] = await db
    .select()
    .from(conventions)
    .where(live(conventions, path.conventionId))
    .for('share')
  return (
    row && {
      clientId: row.clientId,
      conventionId: row.id,
      fieldId: null,
      sectorId: null,
      churchId: null,
    }
  )
}

/** Whether any live revenue, expense or tithe still points to the event. */
export async function eventHasEntries(db: DbOrTx, eventId: string): Promise<boolean> {
  for (const table of [revenues, expenses, tithes] as const) {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.eventId, eventId), isNull(table.deletedAt)))
      .limit(1)
    if (rows.length > 0) return true
  }
  return false
}

export async function insertEvent(db: DbOrTx, values: typeof events.$inferInsert) {
  const rows = await db
    .insert(events)
    .values(values)
    .onConflictDoNothing({ target: events.id })
    .returning()
  return rows[0]
}

export async function updateEvent(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof events.$inferInsert>,
) {
  const rows = await db
    .update(events)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(events.id, id), isNull(events.deletedAt)))
    .returning()
  return rows[0]
}

export async function softDeleteEvent(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(events)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(events.id, id), isNull(events.deletedAt)))
}
