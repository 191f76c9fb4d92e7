import { eventLevel, hasPermission, type EventLevel, type EventPath } from '../../../sync'

/** Where the signed-in user stands: their node's keys (null above it: an organisation's user). */
export interface UserNode {
  conventionId: string | null
  fieldId: string | null
  sectorId: string | null
  churchId: string | null
}

/**
 * The part of an event's figures the user's mirror holds: null when it holds all of it (the
 * event is at the user's node or under it), else the user's own level — a church's treasurer
 * reading a field's campaign sums only what her church received ("Sua igreja").
 */
export function eventPart(event: EventPath, node: UserNode | null | undefined): EventLevel | null {
  if (!node) return null
  const mine = eventLevel({
    conventionId: node.conventionId ?? '',
    fieldId: node.fieldId,
    sectorId: node.sectorId,
    churchId: node.churchId,
  })
  if (!mine || mine === 'convention') return null
  const key = { field: 'fieldId', sector: 'sectorId', church: 'churchId' } as const
  // The event is under the user's node when it carries the node's key.
  return event[key[mine]] === node[key[mine]] ? null : mine
}

/**
 * Which of an event's figures the user may be shown: what was collected sums revenues (their
 * receipts), what was spent sums expenses — each only for who may read them (the one
 * permission check, `hasPermission`). A secretary sees neither, not a "R$ 0,00" that is not true.
 */
export function eventFiguresShown(granted: readonly string[] | undefined): {
  collected: boolean
  spent: boolean
} {
  return {
    collected: hasPermission(granted, 'VIEW_REVENUES'),
    spent: hasPermission(granted, 'VIEW_EXPENSES'),
  }
}
