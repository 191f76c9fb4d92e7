import { sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import { defineEntity, service, type Handlers } from '../sync/registry'
import './messages'
import { createUser, deleteUser, updateUser } from './users.service'

export const usersEntities = {
  users: defineEntity('users', {
    table: users,
    scope: {
      clientId: users.clientId,
      conventionId: users.conventionId,
      fieldId: users.fieldId,
      sectorId: users.sectorId,
      churchId: users.churchId,
    },
    // Re-placing a user changes its scope columns (departure trigger, migration 0007).
    moves: true,
    first: 'all',
    // As REST's toUser, without the role/level join (the device joins its own tables): never a password hash.
    omit: ['passwordHash', 'passwordChangedAt', 'emailConfirmedAt'],
    computed: {
      emailConfirmed: {
        sql: sql`${users.emailConfirmedAt} IS NOT NULL`,
        value: (row) => row.emailConfirmedAt !== null,
      },
    },
  }),
}

export const usersHandlers = {
  'user.create': service.create(({ tx, auth, deps }, input) =>
    createUser({ ...deps, db: tx }, auth, input),
  ),
  'user.update': service.update(({ tx, auth, deps }, id, patch) =>
    updateUser({ ...deps, db: tx }, auth, id, patch),
  ),
  'user.delete': service.delete(({ tx, auth, deps }, id) =>
    deleteUser({ ...deps, db: tx }, auth, id),
  ),
} satisfies Partial<Handlers>
