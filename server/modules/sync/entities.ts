import { sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  churchCreateSchema,
  churchUpdateSchema,
  conventionCreateSchema,
  conventionUpdateSchema,
  fieldCreateSchema,
  fieldUpdateSchema,
  sectorCreateSchema,
  sectorUpdateSchema,
} from '../../../sync/contracts/hierarchy'
import { levelCreateSchema, levelUpdateSchema } from '../../../sync/contracts/levels'
import { roleCreateSchema, roleUpdateSchema } from '../../../sync/contracts/roles'
import { userCreateSchema, userUpdateSchema } from '../../../sync/contracts/users'
import { churches, conventions, fields, levels, roles, sectors, users } from '../../db/schema'
import { createChurch, deleteChurch, updateChurch } from '../hierarchy/churches.service'
import {
  createConvention,
  deleteConvention,
  updateConvention,
} from '../hierarchy/conventions.service'
import { createField, deleteField, updateField } from '../hierarchy/fields.service'
import { createSector, deleteSector, updateSector } from '../hierarchy/sectors.service'
import { createLevel, deleteLevel, updateLevel } from '../levels/levels.service'
import { createRole, deleteRole, updateRole } from '../roles/roles.service'
import { createUser, deleteUser, updateUser } from '../users/users.service'
import {
  defineEntity,
  defineMutation,
  registerEntity,
  type MutationContext,
  type SyncMutation,
} from './registry'

/**
 * The synced entities of the hierarchy and identity. Adding an entity = one registerEntity
 * call: table, scope columns, read permission, the REST projection, and its mutations mapped
 * to the entity's services (which check permission and scope themselves). See docs/sync.md.
 */

const idArgs = z.object({ id: z.uuid() })

/** `<singular>.create|update|delete` -> the service's create(input) / update(id, patch) / remove(id). */
function crud<C extends z.ZodType, U extends z.ZodType>(
  singular: string,
  schemas: { create: C; update: U },
  run: {
    create: (ctx: MutationContext, input: z.output<C>) => Promise<unknown>
    update: (ctx: MutationContext, id: string, patch: z.output<U>) => Promise<unknown>
    remove: (ctx: MutationContext, id: string) => Promise<unknown>
  },
): Record<string, SyncMutation> {
  return {
    [`${singular}.create`]: defineMutation({
      kind: 'create',
      args: schemas.create,
      rowId: (a) => (a as { id?: string }).id,
      run: async (ctx, a) => {
        await run.create(ctx, a)
        return { id: (a as { id?: string }).id ?? null }
      },
    }),
    [`${singular}.update`]: defineMutation({
      kind: 'update',
      args: z.object({ id: z.uuid(), patch: schemas.update }),
      rowId: (a) => (a as { id: string }).id,
      run: async (ctx, a) => {
        const { id, patch } = a as { id: string; patch: z.output<U> }
        await run.update(ctx, id, patch)
        return null
      },
    }),
    [`${singular}.delete`]: defineMutation({
      kind: 'delete',
      args: idArgs,
      rowId: (a) => a.id,
      run: async (ctx, a) => {
        await run.remove(ctx, a.id)
        return null
      },
    }),
  }
}

registerEntity(
  defineEntity({
    name: 'conventions',
    table: conventions,
    scope: { clientId: conventions.clientId, conventionId: conventions.id },
    readPermission: 'VIEW_CONGREGATIONS',
    mutations: crud(
      'convention',
      { create: conventionCreateSchema, update: conventionUpdateSchema },
      {
        create: ({ tx, auth }, input) => createConvention(tx, auth, input),
        update: ({ tx, auth }, id, patch) => updateConvention(tx, auth, id, patch),
        remove: ({ tx, auth }, id) => deleteConvention(tx, auth, id),
      },
    ),
  }),
)
registerEntity(
  defineEntity({
    name: 'fields',
    table: fields,
    scope: { clientId: fields.clientId, conventionId: fields.conventionId, fieldId: fields.id },
    readPermission: 'VIEW_FIELDS',
    mutations: crud(
      'field',
      { create: fieldCreateSchema, update: fieldUpdateSchema },
      {
        create: ({ tx, auth }, input) => createField(tx, auth, input),
        update: ({ tx, auth }, id, patch) => updateField(tx, auth, id, patch),
        remove: ({ tx, auth }, id) => deleteField(tx, auth, id),
      },
    ),
  }),
)
registerEntity(
  defineEntity({
    name: 'sectors',
    table: sectors,
    scope: {
      clientId: sectors.clientId,
      conventionId: sectors.conventionId,
      fieldId: sectors.fieldId,
      sectorId: sectors.id,
    },
    readPermission: 'VIEW_REGIONAL',
    mutations: crud(
      'sector',
      { create: sectorCreateSchema, update: sectorUpdateSchema },
      {
        create: ({ tx, auth }, input) => createSector(tx, auth, input),
        update: ({ tx, auth }, id, patch) => updateSector(tx, auth, id, patch),
        remove: ({ tx, auth }, id) => deleteSector(tx, auth, id),
      },
    ),
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
    mutations: crud(
      'church',
      { create: churchCreateSchema, update: churchUpdateSchema },
      {
        create: ({ tx, auth }, input) => createChurch(tx, auth, input),
        update: ({ tx, auth }, id, patch) => updateChurch(tx, auth, id, patch),
        remove: ({ tx, auth }, id) => deleteChurch(tx, auth, id),
      },
    ),
  }),
)
registerEntity(
  defineEntity({
    name: 'levels',
    table: levels,
    scope: { clientId: levels.clientId },
    readPermission: 'VIEW_LEVELS',
    mutations: crud(
      'level',
      { create: levelCreateSchema, update: levelUpdateSchema },
      {
        create: ({ tx, auth }, input) => createLevel(tx, auth, input),
        update: ({ tx, auth }, id, patch) => updateLevel(tx, auth, id, patch),
        remove: ({ tx, auth }, id) => deleteLevel(tx, auth, id),
      },
    ),
  }),
)
registerEntity(
  defineEntity({
    name: 'roles',
    table: roles,
    scope: { clientId: roles.clientId },
    readPermission: 'VIEW_ROLES',
    // The device joins the level from its own levels table.
    mutations: crud(
      'role',
      { create: roleCreateSchema, update: roleUpdateSchema },
      {
        create: ({ tx, auth }, input) => createRole(tx, auth, input),
        update: ({ tx, auth }, id, patch) => updateRole(tx, auth, id, patch),
        remove: ({ tx, auth }, id) => deleteRole(tx, auth, id),
      },
    ),
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
    // Re-placing a user changes its scope columns (departure trigger, migration 0007).
    moves: true,
    // As REST's toUser, without the role/level join (the device joins its own tables): never a password hash.
    omit: ['passwordHash', 'passwordChangedAt', 'emailConfirmedAt'],
    computed: {
      emailConfirmed: {
        sql: sql`${users.emailConfirmedAt} IS NOT NULL`,
        value: (row) => row.emailConfirmedAt !== null,
      },
    },
    mutations: crud(
      'user',
      { create: userCreateSchema, update: userUpdateSchema },
      {
        create: ({ tx, auth, deps }, input) => createUser({ ...deps, db: tx }, auth, input),
        update: ({ tx, auth, deps }, id, patch) => updateUser({ ...deps, db: tx }, auth, id, patch),
        remove: ({ tx, auth, deps }, id) => deleteUser({ ...deps, db: tx }, auth, id),
      },
    ),
  }),
)

// Members, visitors, their category history and transfers (docs/members.md).
import '../members/members.sync'

// The treasury: revenues, expenses, receipts/payments, tithes, budgets, repasse, attachments (docs/treasury.md).
import '../treasury/treasury.sync'
