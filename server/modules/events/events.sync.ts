import { events } from '../../db/schema'
import { defineEntity, service, type Handlers } from '../sync/registry'
import { eventsReadable } from './events.repo'
import { createEvent, deleteEvent, updateEvent } from './events.service'

/**
 * Events and campaigns (docs/events.md): read with VIEW_EVENTS from the event's node, its
 * subtree and its ancestors (a church sees the field's campaign); they never move.
 */
export const eventsEntities = {
  events: defineEntity('events', {
    table: events,
    scope: {
      clientId: events.clientId,
      conventionId: events.conventionId,
      fieldId: events.fieldId,
      sectorId: events.sectorId,
      churchId: events.churchId,
    },
    readFilter: eventsReadable,
  }),
}

export const eventsHandlers = {
  'event.create': service.create(({ tx, auth }, input) => createEvent(tx, auth, input)),
  'event.update': service.update(({ tx, auth }, id, patch) => updateEvent(tx, auth, id, patch)),
  'event.delete': service.delete(({ tx, auth }, id) => deleteEvent(tx, auth, id)),
} satisfies Partial<Handlers>
