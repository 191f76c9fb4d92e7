import { roles } from '../../db/schema'
import { defineEntity, service, type Handlers } from '../sync/registry'
import { createRole, deleteRole, updateRole } from './roles.service'

/** Roles belong to the whole organisation; the device joins the level from its own levels table. */
export const rolesEntities = {
  roles: defineEntity('roles', { table: roles, scope: { clientId: roles.clientId }, first: 'all' }),
}

export const rolesHandlers = {
  'role.create': service.create(({ tx, auth }, input) => createRole(tx, auth, input)),
  'role.update': service.update(({ tx, auth }, id, patch) => updateRole(tx, auth, id, patch)),
  'role.delete': service.delete(({ tx, auth }, id) => deleteRole(tx, auth, id)),
} satisfies Partial<Handlers>
