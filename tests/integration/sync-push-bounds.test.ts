import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushAnswer } from '../../sync/contracts/sync'
import { MAX_ARGS_VALUES, SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { liveFieldNames, tokenFor } from './sync-support'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** `{"a":{"a":…}}` nested `depth` times, as the raw JSON text a device would send. */
function deepArgsJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

function pushText(token: string, body: string) {
  return apiClient(server.url, token).post<{ data: PushAnswer }>('/sync/v1/push', body)
}

describe('push: args out of bounds (issue 14, finding 11)', () => {
  it('rejects 20,000-deep args permanently and goes on with the batch', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const conventionId = server.demo!.convention.id
    const clientId = uuidv7()
    const createdAt = new Date().toISOString()
    const next = JSON.stringify({
      mutationId: 2,
      name: 'field.create',
      args: { id: uuidv7(), conventionId, name: 'Campo Depois Do Fundo' },
      schemaVersion: SYNC_SCHEMA_VERSION,
      createdAt,
    })
    const body = `{"clientId":"${clientId}","schemaVersion":${SYNC_SCHEMA_VERSION},"mutations":[{"mutationId":1,"name":"field.update","args":${deepArgsJson(20_000)},"schemaVersion":${SYNC_SCHEMA_VERSION},"createdAt":"${createdAt}"},${next}]}`
    const res = await pushText(token, body)
    expect(res.status).toBe(200)
    expect(res.body.data.stopped).toBeUndefined()
    expect(res.body.data.lastMutationId).toBe(2)
    const [first, second] = res.body.data.results
    expect(first).toMatchObject({ mutationId: 1, status: 'rejected' })
    expect(first?.reason?.code).toBe('validation_failed')
    expect(first?.reason?.message).toMatch(/aninhados/)
    expect(second).toMatchObject({ mutationId: 2, status: 'applied' })
    expect(await liveFieldNames(server)).toContain('Campo Depois Do Fundo')

    // The device sends it again (it did not see the answer): a duplicate, answered as before.
    const again = await pushText(token, body)
    expect(again.status).toBe(200)
    expect(again.body.data.results[0]).toMatchObject({
      mutationId: 1,
      status: 'duplicate',
      previous: 'rejected',
    })
  })

  it('rejects args with more values than the bound, flat or not', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const clientId = uuidv7()
    // Valid args for a create, plus an unknown key (which the args schema would drop) too big.
    const args = {
      id: uuidv7(),
      conventionId: server.demo!.convention.id,
      name: 'Campo Grande Demais',
      extra: Array.from({ length: MAX_ARGS_VALUES }, () => 0),
    }
    const res = await apiClient(server.url, token).post<{ data: PushAnswer }>('/sync/v1/push', {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        {
          mutationId: 1,
          name: 'field.create',
          args,
          schemaVersion: SYNC_SCHEMA_VERSION,
          createdAt: new Date().toISOString(),
        },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.data.results[0]).toMatchObject({ mutationId: 1, status: 'rejected' })
    expect(await liveFieldNames(server)).not.toContain('Campo Grande Demais')
  })
})
