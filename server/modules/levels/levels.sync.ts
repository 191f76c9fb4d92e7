import { levels } from '../../db/schema'
import { defineEntity, service, type Handlers } from '../sync/registry'
import { createLevel, deleteLevel, updateLevel } from './levels.service'

/** Levels belong to the whole organisation. */
export const levelsEntities = {
  levels: defineEntity('levels', {
    table: levels,
    scope: { clientId: levels.clientId },
    first: 'all',
  }),
}

export const levelsHandlers = {
  'level.create': service.create(({ tx, auth }, input) => createLevel(tx, auth, input)),
  'level.update': service.update(({ tx, auth }, id, patch) => updateLevel(tx, auth, id, patch)),
  'level.delete': service.delete(({ tx, auth }, id) => deleteLevel(tx, auth, id)),
} satisfies Partial<Handlers>
