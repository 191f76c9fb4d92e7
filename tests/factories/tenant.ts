import { ALL_PERMISSIONS } from '../../sync/contracts/permissions'
import type { Db } from '../../server/db/client'
import {
  churches,
  clients,
  conventions,
  fields,
  levels,
  roles,
  sectors,
  users,
} from '../../server/db/schema'
import { sessionFor } from './sessions'

/**
 * A second client organisation with one branch (convention > field > sector > church), an
 * administrator level, role and user, for tenant-isolation tests. `tag` keeps e-mails unique.
 */
export async function createOtherTenant(db: Db, tag = 'outra') {
  const [client] = await db
    .insert(clients)
    .values({ name: `Cliente ${tag}` })
    .returning()
  if (!client) throw new Error('tenant: client')
  const conventionId = crypto.randomUUID()
  await db
    .insert(conventions)
    .values({ id: conventionId, conventionId, clientId: client.id, name: `Convenção ${tag}` })
  const scope = { clientId: client.id, conventionId }
  const [field] = await db
    .insert(fields)
    .values({ ...scope, name: `Campo ${tag}` })
    .returning()
  if (!field) throw new Error('tenant: field')
  const [sector] = await db
    .insert(sectors)
    .values({ ...scope, fieldId: field.id, name: `Setor ${tag}` })
    .returning()
  if (!sector) throw new Error('tenant: sector')
  const [church] = await db
    .insert(churches)
    .values({
      ...scope,
      fieldId: field.id,
      sectorId: sector.id,
      name: `Igreja ${tag}`,
      cnpj: '11444777000161',
    })
    .returning()
  if (!church) throw new Error('tenant: church')
  const [level] = await db
    .insert(levels)
    .values({ clientId: client.id, name: 'Administrador', order: 0 })
    .returning()
  if (!level) throw new Error('tenant: level')
  const [role] = await db
    .insert(roles)
    .values({
      clientId: client.id,
      levelId: level.id,
      name: 'Administrador',
      permissions: [...ALL_PERMISSIONS],
    })
    .returning()
  if (!role) throw new Error('tenant: role')
  const email = `admin-${tag}@example.org`
  const [user] = await db
    .insert(users)
    .values({ clientId: client.id, roleId: role.id, name: 'Outro', email, passwordHash: 'x' })
    .returning()
  if (!user) throw new Error('tenant: user')
  return {
    client,
    conventionId,
    field,
    sector,
    church,
    level,
    role,
    user,
    token: await sessionFor(db, email),
  }
}
