import { churches, conventions, fields, levels, roles, sectors, users } from '../../db/schema'
import { defineEntity, registerEntity } from './registry'

/**
 * The synced entities of the hierarchy and identity (docs/sync.md "Adding an entity"). Their
 * mutations call the entity services (access checked inside) and are added in
 * ./entity-mutations.ts as the services land.
 */

/** Server-only columns never leave the API (the tombstone travels as `deleted`). */
function publicColumns<R extends { deletedAt: string | null; seq: number }>(row: R, drop: string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row }
  for (const key of ['deletedAt', 'seq', ...drop]) delete out[key]
  return out
}

registerEntity(
  defineEntity({
    name: 'conventions',
    table: conventions,
    scope: { clientId: conventions.clientId, conventionId: conventions.id },
    readPermission: 'VIEW_CONGREGATIONS',
    toRow: publicColumns,
  }),
)
registerEntity(
  defineEntity({
    name: 'fields',
    table: fields,
    scope: { clientId: fields.clientId, conventionId: fields.conventionId, fieldId: fields.id },
    readPermission: 'VIEW_FIELDS',
    toRow: publicColumns,
  }),
)
registerEntity(
  defineEntity({
    name: 'sectors',
    table: sectors,
    scope: { clientId: sectors.clientId, conventionId: sectors.conventionId, fieldId: sectors.fieldId, sectorId: sectors.id },
    readPermission: 'VIEW_REGIONAL',
    toRow: publicColumns,
  }),
)
registerEntity(
  defineEntity({
    name: 'churches',
    table: churches,
    scope: {
      clientId: churches.clientId,
      conventionId: churches.conventionId,
      fieldId: churches.fieldId,
      sectorId: churches.sectorId,
      churchId: churches.id,
    },
    readPermission: 'VIEW_CHURCHES',
    toRow: publicColumns,
  }),
)
registerEntity(
  defineEntity({
    name: 'levels',
    table: levels,
    scope: { clientId: levels.clientId },
    readPermission: 'VIEW_LEVELS',
    toRow: publicColumns,
  }),
)
registerEntity(
  defineEntity({
    name: 'roles',
    table: roles,
    scope: { clientId: roles.clientId },
    readPermission: 'VIEW_ROLES',
    toRow: publicColumns,
  }),
)
registerEntity(
  defineEntity({
    name: 'users',
    table: users,
    scope: {
      clientId: users.clientId,
      conventionId: users.conventionId,
      fieldId: users.fieldId,
      sectorId: users.sectorId,
      churchId: users.churchId,
    },
    readPermission: 'VIEW_USERS',
    // Never a password hash on a device.
    toRow: (row) => publicColumns(row, ['passwordHash']),
  }),
)
