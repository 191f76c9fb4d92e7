import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowJsonSql } from '../../server/modules/sync/pull-json'
import { syncEntities } from '../../server/modules/sync/registry'
import { compilePageRows, pageRowsJson } from '../../server/modules/sync/pull-page.repo'
import '../../server/sync-catalog'
import { startTestServer, type TestServer } from './harness'

/**
 * Pull pages are built as JSON by the database (pull-json.ts): for every entity of the demo
 * organisation, each row must come out exactly as the entity's JS projection (`toRow`, what
 * the history and REST see), on PGlite and on PostgreSQL.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const everything = { after: 0, upTo: Number.MAX_SAFE_INTEGER, limit: 100_000 }

describe('pull rows built by the database', () => {
  it('equal the JS projection, field for field, for every entity with rows', async () => {
    const { db } = server.deps
    const compared: string[] = []
    for (const entity of syncEntities()) {
      const rowJson = rowJsonSql(entity, [])
      if (!rowJson) {
        // Projected in JS on purpose: fields hidden row by row.
        expect(entity.hiddenInRow).toBeDefined()
        continue
      }
      const clientId = server.demo?.client.id ?? ''
      const filter = eq(entity.scope.clientId, clientId)
      const built = await pageRowsJson(
        db,
        compilePageRows([{ entity, filter, rowJson, part: 0 }], false),
        everything,
      )
      const raw = (await db.select().from(entity.table).where(filter)) as Record<string, unknown>[]
      expect(built.length).toBe(raw.length)
      const byId = new Map(raw.map((row) => [String(row.id), row]))
      for (const { id, seq, row } of built) {
        const source = byId.get(id)
        expect(Number(source?.seq)).toBe(seq)
        if (source?.deletedAt) expect(row).toBeNull()
        else
          expect(JSON.parse(row ?? 'null')).toEqual(
            JSON.parse(JSON.stringify(entity.toRow(source ?? {}))),
          )
      }
      if (built.length > 0) compared.push(entity.name)
    }
    // The demo holds rows of the hierarchy, identity, members and treasury entities.
    expect(compared).toEqual(
      expect.arrayContaining([
        'churches',
        'users',
        'roles',
        'members',
        'tithes',
        'revenues',
        'expenses',
      ]),
    )
  })

  it('leave out the fields hidden from the user', async () => {
    const members = syncEntities().find((e) => e.name === 'members')
    const rowJson = members && rowJsonSql(members, ['salary', 'titheStatus'])
    if (!members || !rowJson) throw new Error('members are built by the database')
    const filter = eq(members.scope.clientId, server.demo?.client.id ?? '')
    const [first] = await pageRowsJson(
      server.deps.db,
      compilePageRows([{ entity: members, filter, rowJson, part: 0 }], true),
      everything,
    )
    const row = JSON.parse(first?.row ?? '{}') as Record<string, unknown>
    expect(row).toHaveProperty('name')
    expect(row).not.toHaveProperty('salary')
    expect(row).not.toHaveProperty('titheStatus')
    expect(row).not.toHaveProperty('createdBy')
    expect(row).not.toHaveProperty('seq')
  })
})
