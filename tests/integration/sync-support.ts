import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { assertWritable, requirePermission } from '../../server/access/access'
import { fields, roles, users } from '../../server/db/schema'
import { ApiError } from '../../server/http/errors'
import { insertSession } from '../../server/modules/auth/sessions.repo'
import { hashSecret, newSecret } from '../../server/modules/auth/tokens'
import { defineMutation, registerMutation } from '../../server/modules/sync/registry'
import '../../server/sync-catalog'
import type { Db } from '../../server/db/client'
import type { Permission } from '../../sync/contracts/permissions'

/** Support for the sync tests: sessions without the login endpoint, and test mutations on `fields`. */

export async function tokenFor(
  server: { deps: { db: Db } },
  email: string,
): Promise<{ token: string; userId: string }> {
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no user ${email}`)
  const token = newSecret()
  await insertSession(server.deps.db, {
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 86_400_000),
    userAgent: 'sync-test',
  })
  return { token, userId: user.id }
}

export async function setRolePermissions(
  server: { deps: { db: Db } },
  email: string,
  permissions: Permission[],
): Promise<void> {
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no user ${email}`)
  await server.deps.db.update(roles).set({ permissions }).where(eq(roles.id, user.roleId))
}

export async function liveFieldNames(server: { deps: { db: Db } }): Promise<string[]> {
  const rows = await server.deps.db.select().from(fields).where(isNull(fields.deletedAt))
  return rows.map((r) => r.name).sort()
}

/**
 * Mutations used by the protocol tests, written like an entity service: permission and scope
 * checked inside, with the caller's access as it is now.
 */
let registered = false
export function registerTestMutations(): void {
  if (registered) return
  registered = true
  registerMutation(
    'fields',
    'test.field.create',
    defineMutation({
      kind: 'create',
      args: z.object({
        id: z.uuid(),
        conventionId: z.uuid(),
        name: z.string().trim().min(3, 'name_too_short'),
      }),
      rowId: (a) => a.id,
      run: async ({ tx, auth }, a) => {
        requirePermission(auth, 'ADD_FIELDS')
        assertWritable(auth, { clientId: auth.node.clientId, conventionId: a.conventionId })
        const inserted = await tx
          .insert(fields)
          .values({
            id: a.id,
            clientId: auth.node.clientId,
            conventionId: a.conventionId,
            name: a.name,
          })
          .onConflictDoNothing()
          .returning()
        if (inserted.length === 0) throw new ApiError('conflict')
        return { id: a.id }
      },
    }),
  )
  registerMutation(
    'fields',
    'test.field.update',
    defineMutation({
      kind: 'update',
      args: z.object({
        id: z.uuid(),
        patch: z
          .object({ name: z.string().trim().min(3, 'name_too_short'), sigla: z.string().max(20) })
          .partial(),
      }),
      rowId: (a) => a.id,
      run: async ({ tx, auth }, a) => {
        requirePermission(auth, 'EDIT_FIELDS')
        const [row] = await tx
          .select()
          .from(fields)
          .where(and(eq(fields.id, a.id), isNull(fields.deletedAt)))
        assertWritable(
          auth,
          row && { clientId: row.clientId, conventionId: row.conventionId, fieldId: row.id },
        )
        await tx.update(fields).set(a.patch).where(eq(fields.id, a.id))
        return null
      },
    }),
  )
  // Mails, then fails for good (as a service whose last check fails after its mail).
  registerMutation(
    'fields',
    'test.mail.then.fail',
    defineMutation({
      kind: 'update',
      args: z.object({ id: z.uuid(), to: z.email() }),
      rowId: (a) => a.id,
      run: async ({ deps }, a) => {
        await deps.mailer.send({ to: a.to, subject: 'rolled back', text: 'must never arrive' })
        throw new ApiError('validation_failed')
      },
    }),
  )
  registerMutation(
    'fields',
    'test.field.delete',
    defineMutation({
      kind: 'delete',
      args: z.object({ id: z.uuid() }),
      rowId: (a) => a.id,
      run: async ({ tx, auth, deps }, a) => {
        requirePermission(auth, 'DELETE_FIELDS')
        const [row] = await tx
          .select()
          .from(fields)
          .where(and(eq(fields.id, a.id), isNull(fields.deletedAt)))
        assertWritable(
          auth,
          row && { clientId: row.clientId, conventionId: row.conventionId, fieldId: row.id },
        )
        await tx
          .update(fields)
          .set({ deletedAt: deps.now().toISOString() })
          .where(eq(fields.id, a.id))
        return null
      },
    }),
  )
}

/** A second treasurer, with the demo treasurer's role, placed at `church`; answers a session token. */
export async function churchTreasurerToken(
  server: { deps: { db: Db } },
  church: { id: string; clientId: string; conventionId: string; fieldId: string; sectorId: string },
  email: string,
): Promise<string> {
  const [demoTreasurer] = await server.deps.db
    .select()
    .from(users)
    .where(eq(users.email, 'tesoureiro@celeiro.app'))
  if (!demoTreasurer) throw new Error('no demo treasurer')
  await server.deps.db.insert(users).values({
    clientId: church.clientId,
    conventionId: church.conventionId,
    fieldId: church.fieldId,
    sectorId: church.sectorId,
    churchId: church.id,
    roleId: demoTreasurer.roleId,
    name: 'Rita',
    fullName: 'Rita Tesoureira',
    email,
    passwordHash: 'x',
    emailConfirmedAt: new Date().toISOString(),
  })
  return (await tokenFor(server, email)).token
}
