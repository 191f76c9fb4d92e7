import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  assetItems,
  assetMovements,
  assets,
  churches,
  conventions,
  fields,
  levels,
  liabilities,
  members,
  roles,
  sectors,
  users,
} from '../../server/db/schema'
import { demoSessions } from '../factories/sessions'
import { createOtherTenant } from '../factories/tenant'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { insertExpenseAttachment, insertInventory } from './treasury-support'

/**
 * Every endpoint with an id, tried by each demo user with ids that are not theirs: rows of
 * another client organisation, and siblings in their own organisation (another church for the
 * church treasurer, another sector for the sector secretary). Reads, updates and deletes must
 * answer 403 or 404, lists must not contain them, creates under foreign parents must fail,
 * and afterwards nothing foreign has changed.
 */
type Actor = 'admin' | 'treasurer' | 'secretary'

/** Which foreign id goes into a route, by its mount prefix. */
const ENTITY_BY_PREFIX: Record<
  string,
  'conventions' | 'fields' | 'sectors' | 'churches' | 'levels' | 'roles' | 'users' | 'attachments'
> = {
  '/api/congregations/v1': 'conventions',
  '/api/fields/v1': 'fields',
  '/api/sectors/v1': 'sectors',
  '/api/churches/v1': 'churches',
  '/api/levels/v1': 'levels',
  '/api/roles/v1': 'roles',
  '/api/users/v1': 'users',
  '/api/treasury/v1': 'attachments',
}

/** Logos are public branding served to <img> tags (docs/decisions.md): reads only, never writes. */
const PUBLIC_READS = new Set(['GET /api/churches/v1/:churchId/file/:fileType'])

describe('tenant and scope isolation', () => {
  let server: TestServer
  let tokens: Record<Actor, string>
  let other: Awaited<ReturnType<typeof createOtherTenant>>
  /** Foreign ids per actor and entity. */
  const foreign: Record<Actor, Record<string, string[]>> = {
    admin: {},
    treasurer: {},
    secretary: {},
  }
  let routes: { method: string; path: string }[]
  /** The other organisation's ids: what no list of this one may ever hold. */
  let otherOrganisation: string[] = []
  /**
   * Lists that name every church of the organisation to each of its users, whatever their scope
   * (issue 50: a transfer to any church, the places above a church): names and places only.
   */
  const ORGANISATION_WIDE = new Set(['/api/churches/v1/directory'])

  beforeAll(async () => {
    server = await startTestServer()
    tokens = await demoSessions(server.deps.db)
    other = await createOtherTenant(server.deps.db)
    const demo = server.demo
    if (!demo) throw new Error('demo data expected')
    const otherIds = {
      conventions: [other.conventionId],
      fields: [other.field.id],
      sectors: [other.sector.id],
      churches: [other.church.id],
      levels: [other.level.id],
      roles: [other.role.id],
      users: [other.user.id],
      members: [
        (
          await server.deps.db
            .insert(members)
            .values({
              clientId: other.church.clientId,
              conventionId: other.church.conventionId,
              fieldId: other.church.fieldId,
              sectorId: other.church.sectorId,
              churchId: other.church.id,
              name: 'Membro Alheio',
              surname: 'De Outra Organização',
              address: {
                cep: '',
                number: '',
                street: '',
                neighborhood: '',
                city: '',
                state: '',
                complement: '',
              },
              status: 'active',
              category: 'member',
            })
            .returning({ id: members.id })
        )[0]!.id,
      ],
    }
    const membersIn = async (ids: string[]) =>
      (
        await server.deps.db
          .select({ id: members.id })
          .from(members)
          .where(inArray(members.churchId, ids))
          .limit(20)
      ).map((m) => m.id)
    const [f1, f2] = demo.fields
    const [s1, s2, s3] = demo.sectors
    const sede = demo.churches[0]
    if (!f1 || !f2 || !s1 || !s2 || !s3 || !sede) throw new Error('demo shape')
    const db = server.deps.db
    const usersIn = async (ids: string[], column: 'churchId' | 'sectorId') =>
      (await db.select({ id: users.id }).from(users).where(inArray(users[column], ids))).map(
        (u) => u.id,
      )
    // The treasurer is placed at Igreja Sede Campinas (sector s1, field f1).
    const siblingChurches = demo.churches.filter((c) => c.id !== sede.id).map((c) => c.id)
    otherOrganisation = Object.values(otherIds).flat()
    foreign.treasurer = {
      conventions: otherIds.conventions,
      fields: [...otherIds.fields, f2.id],
      sectors: [...otherIds.sectors, s2.id, s3.id],
      churches: [...otherIds.churches, ...siblingChurches],
      levels: otherIds.levels,
      roles: otherIds.roles,
      users: [...otherIds.users, ...(await usersIn(siblingChurches, 'churchId'))],
      members: [...otherIds.members, ...(await membersIn(siblingChurches))],
    }
    // The secretary is placed at Setor Regional Sul (s2, field f1).
    const outsideS2 = demo.churches.filter((c) => c.sectorId !== s2.id).map((c) => c.id)
    foreign.secretary = {
      conventions: otherIds.conventions,
      fields: [...otherIds.fields, f2.id],
      sectors: [...otherIds.sectors, s1.id, s3.id],
      churches: [...otherIds.churches, ...outsideS2],
      levels: otherIds.levels,
      roles: otherIds.roles,
      users: [...otherIds.users, ...(await usersIn([s1.id, s3.id], 'sectorId'))],
      members: [...otherIds.members, ...(await membersIn(outsideS2))],
    }
    foreign.admin = otherIds
    // Treasury attachments: one in the other organisation, one in a sibling church (Ribeirão Preto).
    const otherAttachment = await insertExpenseAttachment(db, other.church)
    const ribeirao = demo.churches[4]
    if (!ribeirao) throw new Error('demo shape')
    const siblingAttachment = await insertExpenseAttachment(db, ribeirao)
    foreign.admin = { ...foreign.admin, attachments: [otherAttachment] }
    foreign.treasurer.attachments = [otherAttachment, siblingAttachment]
    foreign.secretary.attachments = [otherAttachment, siblingAttachment]
    const seen = new Set<string>()
    routes = server.routes.filter((r) => {
      const key = `${r.method} ${r.path}`
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) || seen.has(key))
        return false
      seen.add(key)
      return true
    })
  })
  afterAll(() => server.close())

  const prefixOf = (path: string) =>
    Object.keys(ENTITY_BY_PREFIX).find((p) => path.startsWith(`${p}/`) || path === p)

  it('refuses every id route with foreign ids (403/404), for every actor', async () => {
    const idRoutes = routes.filter(
      (r) =>
        /:[A-Za-z]+/.test(r.path) && prefixOf(r.path) && !PUBLIC_READS.has(`${r.method} ${r.path}`),
    )
    expect(idRoutes.length).toBeGreaterThan(20)
    const failures: string[] = []
    for (const actor of ['admin', 'treasurer', 'secretary'] as const) {
      for (const route of idRoutes) {
        const entity = ENTITY_BY_PREFIX[prefixOf(route.path) ?? '']
        for (const id of foreign[actor][entity ?? ''] ?? []) {
          const path = route.path
            .replace(/^\/api/, '')
            .replace(/:entity\b/, 'members')
            .replace(/:(id|churchId)\b/g, id)
            .replace(/:fileType\b/, 'logo')
            .replace(/:cnpj\b/, '11444777000161')
          const body = { name: 'Tentativa de invasão' }
          const res = await apiClient(server.url, tokens[actor]).call(
            route.method,
            path,
            route.method === 'GET' || route.method === 'DELETE' ? undefined : body,
          )
          // A foreign reference inside a body may also be a field error on that reference (the
          // same answer as for an id that does not exist): it reveals nothing either.
          const details = (res.body as { details?: { path?: string }[] } | null)?.details ?? []
          const referenceError =
            res.status === 400 &&
            details.some((d) =>
              ['levelId', 'roleId', 'churchId', 'sectorId', 'fieldId', 'conventionId'].includes(
                d.path ?? '',
              ),
            )
          if (![403, 404].includes(res.status) && !referenceError)
            failures.push(`${actor} ${route.method} ${path} -> ${res.status}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('keeps foreign rows out of every list', async () => {
    const lists = routes.filter(
      (r) => r.method === 'GET' && !/:[A-Za-z]+/.test(r.path) && r.path !== '/api/health',
    )
    const failures: string[] = []
    for (const actor of ['admin', 'treasurer', 'secretary'] as const) {
      const ids = Object.values(foreign[actor]).flat()
      for (const route of lists) {
        const path = `${route.path.replace(/^\/api/, '')}?pageSize=200&clientId=${crypto.randomUUID()}&cursor=0`
        const res = await apiClient(server.url, tokens[actor]).get(path)
        const text = JSON.stringify(res.body)
        const outside = ORGANISATION_WIDE.has(route.path) ? otherOrganisation : ids
        const leaked = outside.filter((id) => text.includes(id))
        if (leaked.length > 0)
          failures.push(`${actor} GET ${path} leaked ${leaked.length} foreign ids`)
      }
    }
    expect(failures).toEqual([])
  })

  it('refuses creating rows under foreign parents and placing users outside the scope', async () => {
    const demo = server.demo
    if (!demo) throw new Error('demo')
    const attempts: [Actor, string, Record<string, unknown>][] = [
      ['admin', '/fields/v1', { name: 'Campo invasor', conventionId: other.conventionId }],
      ['admin', '/sectors/v1', { name: 'Setor invasor', fieldId: other.field.id }],
      ['admin', '/churches/v1', { name: 'Igreja invasora', sectorId: other.sector.id }],
      ['admin', '/roles/v1', { name: 'Papel invasor', levelId: other.level.id, permissions: [] }],
      [
        'admin',
        '/users/v1',
        {
          name: 'Usuário invasor',
          email: 'invasor1@example.org',
          roleId: other.role.id,
          churchId: demo.churches[0]?.id,
        },
      ],
      [
        'admin',
        '/users/v1',
        {
          name: 'Usuário invasor',
          email: 'invasor2@example.org',
          roleId: demo.roles[1]?.id,
          churchId: other.church.id,
        },
      ],
      [
        'secretary',
        '/churches/v1',
        { name: 'Igreja fora do setor', sectorId: demo.sectors[0]?.id },
      ],
      ['secretary', '/sectors/v1', { name: 'Setor irmão', fieldId: demo.fields[0]?.id }],
      ['treasurer', '/churches/v1', { name: 'Igreja irmã', sectorId: demo.sectors[0]?.id }],
    ]
    const failures: string[] = []
    for (const [actor, path, body] of attempts) {
      const res = await apiClient(server.url, tokens[actor]).post(path, body)
      // A foreign reference inside a body may also be a field error on that reference (the
      // same answer as for an id that does not exist): it reveals nothing either.
      const details = (res.body as { details?: { path?: string }[] } | null)?.details ?? []
      const referenceError =
        res.status === 400 &&
        details.some((d) =>
          ['levelId', 'roleId', 'churchId', 'sectorId', 'fieldId', 'conventionId'].includes(
            d.path ?? '',
          ),
        )
      if (![403, 404].includes(res.status) && !referenceError)
        failures.push(
          `${actor} POST ${path} ${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`,
        )
    }
    expect(failures).toEqual([])
    const db = server.deps.db
    const invaders = [
      ...(await db
        .select({ name: fields.name })
        .from(fields)
        .where(eq(fields.name, 'Campo invasor'))),
      ...(await db
        .select({ name: sectors.name })
        .from(sectors)
        .where(inArray(sectors.name, ['Setor invasor', 'Setor irmão']))),
      ...(await db
        .select({ name: churches.name })
        .from(churches)
        .where(inArray(churches.name, ['Igreja invasora', 'Igreja fora do setor', 'Igreja irmã']))),
      ...(await db.select({ name: roles.name }).from(roles).where(eq(roles.name, 'Papel invasor'))),
      ...(await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.name, 'Usuário invasor'))),
    ]
    expect(invaders).toEqual([])
    const form = new FormData()
    form.set(
      'file',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
        type: 'image/png',
      }),
      'logo.png',
    )
    form.set('churchId', other.church.id)
    form.set('fileType', 'logo')
    const upload = await apiClient(server.url, tokens.admin).post('/churches/v1/upload-image', form)
    expect([403, 404]).toContain(upload.status)
  })

  it('left every foreign row as it was', async () => {
    const db = server.deps.db
    const [convention] = await db
      .select()
      .from(conventions)
      .where(eq(conventions.id, other.conventionId))
    const [field] = await db.select().from(fields).where(eq(fields.id, other.field.id))
    const [sector] = await db.select().from(sectors).where(eq(sectors.id, other.sector.id))
    const [church] = await db.select().from(churches).where(eq(churches.id, other.church.id))
    const [level] = await db.select().from(levels).where(eq(levels.id, other.level.id))
    const [role] = await db.select().from(roles).where(eq(roles.id, other.role.id))
    const [user] = await db.select().from(users).where(eq(users.id, other.user.id))
    for (const row of [convention, field, sector, church, level, role, user]) {
      expect(row?.deletedAt).toBeNull()
      expect(row?.name).not.toBe('Tentativa de invasão')
    }
    expect(user?.status).toBe('active')
    const siblings = await db
      .select()
      .from(churches)
      .where(inArray(churches.id, server.demo?.churches.map((c) => c.id) ?? []))
    for (const c of siblings) {
      expect(c.deletedAt).toBeNull()
      expect(c.name).not.toBe('Tentativa de invasão')
    }
  })

  it('refuses every inventory mutation on rows of another organisation or a sibling church, through sync', async () => {
    const db = server.deps.db
    const ribeirao = server.demo?.churches[4]
    if (!ribeirao) throw new Error('demo shape')
    const theirs = await insertInventory(db, other.church)
    const sibling = await insertInventory(db, ribeirao)
    const attempts = (rows: typeof theirs, churchId: string): [string, unknown][] => [
      ['asset.create', { id: crypto.randomUUID(), churchId, name: 'Invasor' }],
      ['asset.update', { id: rows.asset, patch: { name: 'Tentativa de invasão' } }],
      ['asset.delete', { id: rows.asset }],
      [
        'assetMovement.create',
        {
          id: crypto.randomUUID(),
          assetId: rows.asset,
          kind: 'exit',
          quantity: 1,
          price: 1,
          date: '2026-01-11',
        },
      ],
      ['assetMovement.update', { id: rows.movement, patch: { quantity: 1 } }],
      ['assetMovement.delete', { id: rows.movement }],
      [
        'assetItem.create',
        {
          id: crypto.randomUUID(),
          assetId: rows.asset,
          identifier: 'INVASOR',
          statusChangedOn: '2026-01-11',
        },
      ],
      ['assetItem.update', { id: rows.item, patch: { notes: 'Tentativa de invasão' } }],
      ['assetItem.delete', { id: rows.item }],
      [
        'liability.create',
        { id: crypto.randomUUID(), churchId, name: 'Invasor', value: 1, dueDate: '2026-12-01' },
      ],
      ['liability.update', { id: rows.liability, patch: { value: 1 } }],
      ['liability.delete', { id: rows.liability }],
    ]
    const failures: string[] = []
    const cases: [Actor, typeof theirs, string][] = [
      ['admin', theirs, other.church.id],
      ['treasurer', theirs, other.church.id],
      ['treasurer', sibling, ribeirao.id],
    ]
    for (const [actor, rows, churchId] of cases) {
      const device = new TestDevice(server, tokens[actor])
      const list = attempts(rows, churchId)
      const results = await device.pushAll(list.map(([name, args]) => device.mutation(name, args)))
      results.forEach((r, i) => {
        const code = r.status === 'rejected' ? r.reason?.code : r.status
        if (!['not_found', 'forbidden'].includes(String(code)))
          failures.push(`${actor} ${list[i]?.[0]} -> ${String(code)}`)
      })
      await device.pull()
      for (const entity of ['assets', 'assetMovements', 'assetItems', 'liabilities'])
        for (const id of Object.values(rows))
          if (device.row(entity, id)) failures.push(`${actor} pulled ${entity} ${id}`)
    }
    expect(failures).toEqual([])
    for (const rows of [theirs, sibling]) {
      const [asset] = await db.select().from(assets).where(eq(assets.id, rows.asset))
      const [movement] = await db
        .select()
        .from(assetMovements)
        .where(eq(assetMovements.id, rows.movement))
      const [item] = await db.select().from(assetItems).where(eq(assetItems.id, rows.item))
      const [debt] = await db.select().from(liabilities).where(eq(liabilities.id, rows.liability))
      expect(asset).toMatchObject({ name: 'Bem alheio', deletedAt: null })
      expect(movement).toMatchObject({ quantity: 5, deletedAt: null })
      expect(item).toMatchObject({ notes: '', deletedAt: null })
      expect(debt).toMatchObject({ value: 5_000, deletedAt: null })
    }
    const invaders = await db.select().from(assets).where(eq(assets.name, 'Invasor'))
    expect(invaders).toEqual([])
  })
})
