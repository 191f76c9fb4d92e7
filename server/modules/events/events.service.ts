import {
  eventRuleIssues,
  eventVisibleTo,
  type EventCreate,
  type EventPath,
  type EventUpdate,
} from '../../../sync/contracts/events'
import { canRead, requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { writableRow } from '../../access/row-guard'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { replayOrConflict } from '../hierarchy/replay'
import {
  eventHasEntries,
  eventScopeOf,
  findEvent,
  insertEvent,
  nodePath,
  softDeleteEvent,
  updateEvent as updateEventRow,
  type EventRow,
} from './events.repo'
import './messages'

/**
 * Events and campaigns (ADD/EDIT/DELETE_EVENTS; docs/events.md). Written only from the event's
 * node or above (a church's treasurer cannot change the field's missions campaign; the field's
 * can); read from the node, its subtree and its ancestors' users alike. Every check runs with
 * the caller's access as it is when the mutation is applied (a replay too).
 */

function fieldError(path: string, code: string): ApiError {
  return new ApiError('validation_failed', [{ path, code: 'custom', message: code }], code)
}

function assertRules(event: Parameters<typeof eventRuleIssues>[0]): void {
  const issue = eventRuleIssues(event)[0]
  if (issue) throw fieldError(issue.path, issue.code)
}

export function createEvent(db: DbOrTx, auth: AuthContext, input: EventCreate): Promise<EventRow> {
  requirePermission(auth, 'ADD_EVENTS')
  return atomic(db, async (tx) => {
    const stored = await findEvent(tx, input.id, { live: false })
    if (stored) {
      const row = replayOrConflict(stored, auth.node.clientId, input)
      if (!canRead(auth, eventScopeOf(row))) throw new ApiError('conflict')
      return row
    }
    const node = await nodePath(tx, input)
    // The node must exist with exactly the path sent: no church under another sector's id.
    const same = (['conventionId', 'fieldId', 'sectorId', 'churchId'] as const).every(
      (key) => node?.[key] === input[key],
    )
    if (!node || !same || node.clientId !== auth.node.clientId)
      throw fieldError('churchId', 'event_owner_invalid')
    writableRow(auth, node, eventScopeOf)
    assertRules(input)
    const row = await insertEvent(tx, { ...input, clientId: node.clientId })
    if (!row) throw new ApiError('conflict')
    return row
  })
}

export function updateEvent(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  patch: EventUpdate,
): Promise<EventRow> {
  requirePermission(auth, 'EDIT_EVENTS')
  return atomic(db, async (tx) => {
    const row = writableRow(auth, await findEvent(tx, id, { lock: 'update' }), eventScopeOf)
    assertRules({ ...row, ...patch })
    const updated = await updateEventRow(tx, id, patch)
    if (!updated) throw new ApiError('not_found')
    return updated
  })
}

/** Refused while live entries point to it: their link would dangle (unlink or delete them first). */
export function deleteEvent(db: DbOrTx, auth: AuthContext, id: string): Promise<void> {
  requirePermission(auth, 'DELETE_EVENTS')
  return atomic(db, async (tx) => {
    writableRow(auth, await findEvent(tx, id, { lock: 'update' }), eventScopeOf)
    if (await eventHasEntries(tx, id))
      throw new ApiError('conflict', { reason: 'event_has_entries' }, 'event_has_entries')
    await softDeleteEvent(tx, id)
  })
}

/**
 * An entry of `church` may point to `eventId` when the event is live and is the church's own or
 * a campaign above it. Share-locks the event so a delete cannot slip between check and write.
 */
export async function assertEventForChurch(
  db: DbOrTx,
  eventId: string,
  church: EventPath & { clientId: string },
): Promise<void> {
  const event = await findEvent(db, eventId, { lock: 'share' })
  if (!event || event.clientId !== church.clientId) throw fieldError('eventId', 'event_not_found')
  if (!eventVisibleTo(event, church)) throw fieldError('eventId', 'event_not_visible')
}
