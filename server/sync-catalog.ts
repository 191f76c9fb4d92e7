import { assetsEntities, assetsHandlers } from './modules/assets/assets.sync'
import { ebdEntities, ebdHandlers } from './modules/ebd/ebd.sync'
import { eventsEntities, eventsHandlers } from './modules/events/events.sync'
import { hierarchyEntities, hierarchyHandlers } from './modules/hierarchy/hierarchy.sync'
import { levelsEntities, levelsHandlers } from './modules/levels/levels.sync'
import { membersEntities, membersHandlers } from './modules/members/members.sync'
import { rolesEntities, rolesHandlers } from './modules/roles/roles.sync'
import { installSyncCatalog, type Handlers, type ServerEntities } from './modules/sync/registry'
import { treasuryEntities, treasuryHandlers } from './modules/treasury/treasury.sync'
import { usersEntities, usersHandlers } from './modules/users/users.sync'

/**
 * Every synced entity's server side and every mutation's handler, composed from the domain
 * modules' `*.sync.ts` as routes.ts composes their routes. Typed against the catalog
 * (sync/contracts/catalog): an entity or a mutation without its definition here fails `tsc`.
 */
export const syncEntities: ServerEntities = {
  ...hierarchyEntities,
  ...levelsEntities,
  ...rolesEntities,
  ...usersEntities,
  ...membersEntities,
  ...treasuryEntities,
  ...assetsEntities,
  ...eventsEntities,
  ...ebdEntities,
}

export const syncHandlers: Handlers = {
  ...hierarchyHandlers,
  ...levelsHandlers,
  ...rolesHandlers,
  ...usersHandlers,
  ...membersHandlers,
  ...treasuryHandlers,
  ...assetsHandlers,
  ...eventsHandlers,
  ...ebdHandlers,
}

installSyncCatalog(syncEntities, syncHandlers)
