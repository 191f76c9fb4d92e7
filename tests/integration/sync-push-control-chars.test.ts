import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { assets, fields, syncMutations } from '../../server/db/schema'
import { defineMutation, registerMutation } from '../../server/modules/sync/registry'
import type { PushAnswer } from '../../sync/contracts/sync'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { liveFieldNames, registerTestMutations, tokenFor } from './sync-support'

/**
 * Issue 47 #1: a text holding U+0000 (or another C0 control) never stops a device's sync. The
 * contract refuses it and a replayed one is rejected for good; a database refusal of the
 * caller's data (SQLSTATE class 22, or 23 where it is the data) is a permanent rejection too,
 * never a stopped batch. The next mutation of the same client applies. Runs on PGlite and, in
 * the server-pg project, on PostgreSQL.
 */

let server: TestServer
let token: string
let churchId: string
let conventionId: string

/**
 * A service that stores a text of the caller's as a timestamp without checking it first: the
 * database refuses an impossible date (22008), as it would any value its column cannot hold.
 */
function registerDatedField(): void {
  registerMutation(
    'fields',
    'test.field.create.since',
    defineMutation({
      kind: 'create',
      args: z.object({ id: z.uuid(), conventionId: z.uuid(), name: z.string(), since: z.string() }),
      rowId: (a) => a.id,
      run: async ({ tx, auth }, a) => {
        await tx.insert(fields).values({
          id: a.id,
          clientId: auth.node.clientId,
          conventionId: a.conventionId,
          name: a.name,
          createdAt: a.since,
        })
        return { id: a.id }
      },
    }),
  )
}

beforeAll(async () => {
  registerTestMutations()
  registerDatedField()
  server = await startTestServer()
  token = (await tokenFor(server, 'admin@celeiro.app')).token
  churchId = server.demo!.churches[0]!.id
  conventionId = server.demo!.convention.id
})
afterAll(async () => {
  await server.close()
})

const mutation = (mutationId: number, name: string, args: unknown) => ({
  mutationId,
  name,
  args,
  schemaVersion: SYNC_SCHEMA_VERSION,
  createdAt: new Date().toISOString(),
})

async function push(clientId: string, mutations: ReturnType<typeof mutation>[]) {
  const res = await apiClient(server.url, token).post<{ data: PushAnswer }>('/sync/v1/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations,
  })
  expect(res.status).toBe(200)
  return res.body.data
}

const assetArgs = (name: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  churchId,
  name,
  ...extra,
})

async function assetNames(): Promise<string[]> {
  const rows = await server.deps.db.select().from(assets).where(eq(assets.churchId, churchId))
  return rows.map((r) => r.name)
}

describe('a control character in a replayed text', () => {
  it('rejects asset.create with a NUL in its name for good; the next push of the client applies', async () => {
    const clientId = uuidv7()
    const first = await push(clientId, [mutation(1, 'asset.create', assetArgs('Ativo\u0000nulo'))])
    expect(first.stopped).toBeUndefined()
    expect(first.lastMutationId).toBe(1)
    expect(first.results).toMatchObject([
      {
        mutationId: 1,
        status: 'rejected',
        reason: {
          code: 'validation_failed',
          details: [{ path: 'name', message: 'control_character' }],
        },
      },
    ])
    const next = await push(clientId, [mutation(2, 'asset.create', assetArgs('Ativo seguinte'))])
    expect(next.stopped).toBeUndefined()
    expect(next.results).toMatchObject([{ mutationId: 2, status: 'applied' }])
    expect(await assetNames()).toContain('Ativo seguinte')
    expect((await assetNames()).some((n) => n.includes('nulo'))).toBe(false)
  })

  it('rejects the bad one of a batch alone, and refuses other controls in single-line texts', async () => {
    const clientId = uuidv7()
    const answer = await push(clientId, [
      mutation(1, 'asset.create', assetArgs('Ativo em lote A')),
      mutation(2, 'asset.create', assetArgs('Ativo\u0007sino')),
      mutation(3, 'asset.create', assetArgs('Ativo\tcom tab')),
      mutation(
        4,
        'asset.create',
        assetArgs('Ativo com nota', { description: 'Linha 1\n\tLinha 2' }),
      ),
      mutation(5, 'asset.create', assetArgs('Ativo em lote B')),
    ])
    expect(answer.stopped).toBeUndefined()
    expect(answer.results.map((r) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'applied',
      'applied',
    ])
    const names = await assetNames()
    expect(names).toEqual(
      expect.arrayContaining(['Ativo em lote A', 'Ativo com nota', 'Ativo em lote B']),
    )
  })

  it('rejects for good a mutation whose data the database refuses (not a stopped batch)', async () => {
    const clientId = uuidv7()
    const field = (name: string, since: string) => ({ id: uuidv7(), conventionId, name, since })
    const answer = await push(clientId, [
      mutation(1, 'test.field.create.since', field('Campo impossível', '2026-02-30T10:00:00Z')),
      mutation(2, 'test.field.create', { id: uuidv7(), conventionId, name: 'Campo depois' }),
    ])
    expect(answer.stopped).toBeUndefined()
    expect(answer.results).toMatchObject([
      { mutationId: 1, status: 'rejected', reason: { code: 'bad_request' } },
      { mutationId: 2, status: 'applied' },
    ])
    expect(answer.results[0]?.reason?.message).toBe(
      'Os dados enviados têm um valor que o servidor não pode guardar.',
    )
    expect(await liveFieldNames(server)).toContain('Campo depois')
  })

  it('records a rejection whose own text carries the control (an odd key, an odd name)', async () => {
    const clientId = uuidv7()
    const [existing] = await server.deps.db.select().from(assets).limit(1)
    const answer = await push(clientId, [
      mutation(1, 'asset.update', { id: existing?.id ?? uuidv7(), patch: { 'na\u0000me': 'x' } }),
      mutation(2, 'no.such\u0000mutation', {}),
      mutation(3, 'asset.create', assetArgs('Ativo depois das chaves')),
    ])
    expect(answer.stopped).toBeUndefined()
    expect(answer.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'applied'])
    const records = await server.deps.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, clientId))
    expect(records.map((r) => r.status).sort()).toEqual(['applied', 'rejected', 'rejected'])
    expect(JSON.stringify(records)).not.toContain('\\u0000')
  })
})
