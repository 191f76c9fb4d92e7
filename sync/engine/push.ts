import {
  MAX_PUSH_BATCH,
  MAX_PUSH_BATCH_BYTES,
  SYNC_SCHEMA_VERSION,
  type PushAnswer,
  type Mutation,
} from '../contracts/sync'
import type { SyncDatabase } from './database'
import { recompute } from './rows'
import type { Transport } from './transport'

export type PushOutcome =
  { ok: true } | { ok: false; stop: NonNullable<PushAnswer['stopped']>['reason'] }

/**
 * Sends the outbox in order, in batches. Entries stay until a pull confirms them; a refused
 * entry (its id was used for other content) goes to attention at once.
 */
export async function pushOutbox(
  db: SyncDatabase,
  transport: Transport,
  token: string,
  clientId: string,
): Promise<PushOutcome> {
  let after = 0
  for (;;) {
    const queued = await db.outbox.where('mutationId').above(after).limit(MAX_PUSH_BATCH).toArray()
    if (queued.length === 0) return { ok: true }
    const mutations = withinPushBytes(
      queued.map(({ mutationId, name, args, schemaVersion, createdAt }) => ({
        mutationId,
        name,
        args,
        schemaVersion,
        createdAt,
      })),
    )
    const answer = await transport.push(
      { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations },
      token,
    )
    const refused = answer.results.filter((r) => r.status === 'refused')
    if (refused.length > 0) {
      await db.transaction(
        'rw',
        [db.outbox, db.attention, db.shadow, ...db.entityTables()],
        async () => {
          for (const r of refused) {
            const entry = await db.outbox.get(r.mutationId)
            if (!entry) continue
            await db.attention.put({
              mutationId: entry.mutationId,
              name: entry.name,
              args: entry.args,
              createdAt: entry.createdAt,
              reason: r.reason ?? { code: 'conflict', message: '' },
              at: new Date().toISOString(),
            })
            await db.outbox.delete(entry.mutationId)
            await recompute(db, [entry.rowKey])
          }
        },
      )
    }
    if (answer.stopped) return { ok: false, stop: answer.stopped.reason }
    // Go on after the last entry the server answered (a refusal ends its batch early).
    const answered = answer.results[answer.results.length - 1]?.mutationId
    if (answered === undefined) return { ok: true }
    after = Math.max(answered, after)
  }
}

/**
 * The first mutations of a batch that fit MAX_PUSH_BATCH_BYTES as JSON, and always the first
 * (one larger mutation goes alone); the rest go in the next push, in order.
 */
export function withinPushBytes(mutations: Mutation[]): Mutation[] {
  let bytes = 0
  let count = 0
  for (const mutation of mutations) {
    bytes += jsonBytes(mutation)
    if (count > 0 && bytes > MAX_PUSH_BATCH_BYTES) break
    count++
  }
  return count === mutations.length ? mutations : mutations.slice(0, count)
}

const encoder = new TextEncoder()
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length
