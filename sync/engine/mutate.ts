import { v7 as uuidv7 } from 'uuid'
import { SYNC_SCHEMA_VERSION } from '../contracts/sync'
import { deviceMutation } from './device-registry'
import { type SyncDatabase, type SyncState } from './database'
import { ensureShadows, entryRowKey, recompute } from './rows'

/** The sync state of the database, made on first use (a new device id for this user's database). */
export async function readState(db: SyncDatabase): Promise<SyncState> {
  const found = await db.meta.get('state')
  if (found) return found
  const state: SyncState = {
    key: 'state',
    clientId: uuidv7(),
    cursor: 0,
    nextMutationId: 1,
    lastSyncAt: null,
    ready: false,
  }
  await db.transaction('rw', db.meta, async () => {
    if (!(await db.meta.get('state'))) await db.meta.put(state)
  })
  return (await db.meta.get('state')) ?? state
}

/** A named write: `{ name: 'member.create', args }`. */
export interface Write {
  name: string
  args: unknown
}

/**
 * One write: ONE transaction changes the mirror and appends the outbox entry
 * `{clientId, mutationId, name, args, schemaVersion, createdAt}`; ids are 1, 2, 3... per client.
 */
export async function mutate(
  db: SyncDatabase,
  name: string,
  rawArgs: unknown,
  now = new Date(),
): Promise<number> {
  const [id] = await mutateMany(db, [{ name, args: rawArgs }], now)
  if (id === undefined) throw new Error('sync: nothing queued')
  return id
}

/**
 * Many writes in ONE transaction (an import): all are checked first (one invalid write queues
 * none), then the mirror changes and the outbox entries are appended together, with
 * consecutive ids in the given order. Answers their mutation ids.
 */
export async function mutateMany(
  db: SyncDatabase,
  writes: readonly Write[],
  now = new Date(),
): Promise<number[]> {
  const prepared = writes.map(({ name, args: rawArgs }) => {
    const def = deviceMutation(name)
    if (!def) throw new Error(`sync: unknown mutation ${name}`)
    const args: unknown = def.args ? def.args.parse(rawArgs) : rawArgs
    return { name, args, entity: def.entity, key: entryRowKey(name, args) }
  })
  if (prepared.length === 0) return []
  const tables = [...new Set(prepared.map((p) => p.entity))].map((e) => db.entity(e))
  await readState(db)
  return db.transaction('rw', [...tables, db.outbox, db.meta, db.shadow], async () => {
    const state = await db.meta.get('state')
    if (!state) throw new Error('sync: no state')
    const first = state.nextMutationId
    await ensureShadows(
      db,
      prepared.map((p) => p.key),
    )
    await db.outbox.bulkAdd(
      prepared.map(({ name, args, key }, i) => ({
        clientId: state.clientId,
        mutationId: first + i,
        name,
        args,
        schemaVersion: SYNC_SCHEMA_VERSION,
        createdAt: now.toISOString(),
        rowKey: key,
      })),
    )
    await db.meta.put({ ...state, nextMutationId: first + prepared.length })
    await recompute(
      db,
      prepared.map((p) => p.key),
    )
    return prepared.map((_, i) => first + i)
  })
}
