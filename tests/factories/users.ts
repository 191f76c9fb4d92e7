import { eq } from 'drizzle-orm'
import type { Permission } from '../../sync/contracts/permissions'
import type { Db } from '../../server/db/client'
import { levels, roles, users } from '../../server/db/schema'
import { sessionFor } from './sessions'

let counter = 0

/**
 * A user of the client with a new role holding `permissions` on the level of `levelOrder`
 * (the existing one of the client), placed at `node` (ancestor columns included). Returns the
 * user, the role and a token.
 */
export async function createUserWith(
  db: Db,
  opts: {
    clientId: string
    permissions: Permission[]
    levelOrder?: number
    node?: { conventionId?: string; fieldId?: string; sectorId?: string; churchId?: string }
  },
) {
  counter += 1
  const levelRows = await db.select().from(levels).where(eq(levels.clientId, opts.clientId))
  const level = levelRows.find((l) => l.order === (opts.levelOrder ?? 2))
  if (!level) throw new Error('createUserWith: no level of that order')
  const [role] = await db
    .insert(roles)
    .values({
      clientId: opts.clientId,
      levelId: level.id,
      name: `Papel de teste ${counter}`,
      permissions: opts.permissions,
    })
    .returning()
  if (!role) throw new Error('createUserWith: role')
  const email = `teste${counter}-${Date.now()}@example.org`
  const [user] = await db
    .insert(users)
    .values({
      clientId: opts.clientId,
      ...opts.node,
      roleId: role.id,
      name: `Teste ${counter}`,
      email,
      passwordHash: 'x',
    })
    .returning()
  if (!user) throw new Error('createUserWith: user')
  return { user, role, token: await sessionFor(db, email) }
}
