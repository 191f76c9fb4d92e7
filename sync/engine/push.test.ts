import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { MAX_PUSH_BATCH, MAX_PUSH_BATCH_BYTES, type PushBody } from '../contracts/sync'
import { SyncDatabase } from './database'
import { pushOutbox, withinPushBytes } from './push'
import type { Transport } from './transport'

const idOf = (i: number) => `0190f000-0000-7000-8000-${String(i).padStart(12, '0')}`

/** A server that applies every mutation it is sent, and keeps each push's body. */
function applyingTransport(): Transport & { bodies: PushBody[] } {
  const bodies: PushBody[] = []
  return {
    bodies,
    push: (body) => {
      bodies.push(body)
      const ids = body.mutations.map((m) => m.mutationId)
      return Promise.resolve({
        lastMutationId: Math.max(...ids),
        results: ids.map((mutationId) => ({ mutationId, status: 'applied' as const })),
      })
    },
    pull: () => Promise.reject(new Error('not asked here')),
  }
}

/** `count` queued writes with `textLength` characters of text each (the push reads only the outbox). */
async function queueWrites(count: number, textLength: number): Promise<SyncDatabase> {
  const db = new SyncDatabase('u1', { indexedDB: new IDBFactory(), IDBKeyRange })
  await db.outbox.bulkAdd(
    Array.from({ length: count }, (_, i) => ({
      clientId: 'c1',
      mutationId: i + 1,
      name: 'member.update',
      args: { id: idOf(i + 1), patch: { notes: 'x'.repeat(textLength) } },
      schemaVersion: 1,
      createdAt: '2026-11-29T23:30:00.000Z',
      rowKey: `members:${idOf(i + 1)}`,
    })),
  )
  return db
}

const sizeOf = (body: PushBody) => new TextEncoder().encode(JSON.stringify(body.mutations)).length

describe('pushOutbox batches', () => {
  it('sends a service of small writes MAX_PUSH_BATCH a push, in order, each once', async () => {
    const db = await queueWrites(MAX_PUSH_BATCH * 2 + 1, 20)
    const t = applyingTransport()
    expect(await pushOutbox(db, t, 'tok', 'c1')).toEqual({ ok: true })
    expect(t.bodies.map((b) => b.mutations.length)).toEqual([MAX_PUSH_BATCH, MAX_PUSH_BATCH, 1])
    const sent = t.bodies.flatMap((b) => b.mutations.map((m) => m.mutationId))
    expect(sent).toEqual(Array.from({ length: MAX_PUSH_BATCH * 2 + 1 }, (_, i) => i + 1))
    db.close()
  })

  it('cuts a batch of large writes at MAX_PUSH_BATCH_BYTES, never losing or repeating one', async () => {
    // ~2 KB each: 500 would be about 1 MB.
    const db = await queueWrites(300, 2_000)
    const t = applyingTransport()
    expect(await pushOutbox(db, t, 'tok', 'c1')).toEqual({ ok: true })
    expect(t.bodies.length).toBeGreaterThan(2)
    for (const body of t.bodies) expect(sizeOf(body)).toBeLessThanOrEqual(MAX_PUSH_BATCH_BYTES)
    const sent = t.bodies.flatMap((b) => b.mutations.map((m) => m.mutationId))
    expect(sent).toEqual(Array.from({ length: 300 }, (_, i) => i + 1))
    db.close()
  })
})

describe('withinPushBytes', () => {
  const mutation = (mutationId: number, size: number) => ({
    mutationId,
    name: 'member.update',
    args: { notes: 'ç'.repeat(size) },
    schemaVersion: 1,
    createdAt: '2026-11-29T23:30:00.000Z',
  })

  it('counts bytes as sent (a "ç" is two), and always sends the first, however large', () => {
    const half = MAX_PUSH_BATCH_BYTES / 4 // characters: half the cap in UTF-8 bytes
    expect(withinPushBytes([mutation(1, half), mutation(2, half)])).toHaveLength(1)
    expect(withinPushBytes([mutation(1, half / 2), mutation(2, half / 2)])).toHaveLength(2)
    const huge = mutation(1, MAX_PUSH_BATCH_BYTES)
    expect(withinPushBytes([huge, mutation(2, 1)])).toEqual([huge])
  })
})
