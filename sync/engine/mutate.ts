import { v7 as uuidv7 } from 'uuid'
import { SYNC_SCHEMA_VERSION } from '../contracts/sync'
import { deviceMutation } from './device-registry'
import { type SyncDatabase, type SyncState } from './database'
import { ensureShadow, entryRowKey, recompute } from './rows'

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
  const def = deviceMutation(name)
  if (!def) throw new Error(`sync: unknown mutation ${name}`)
  const args: unknown = def.args ? def.args.parse(rawArgs) : rawArgs
  const key = entryRowKey(name, args)
  await readState(db)
  return db.transaction('rw', [db.entity(def.entity), db.outbox, db.meta, db.shadow], async () => {
    const state = await db.meta.get('state')
    if (!state) throw new Error('sync: no state')
    const mutationId = state.nextMutationId
    await ensureShadow(db, key)
    await db.outbox.add({
      clientId: state.clientId,
      mutationId,
      name,
      args,
      schemaVersion: SYNC_SCHEMA_VERSION,
      createdAt: now.toISOString(),
      rowKey: key,
    })
    await db.meta.put({ ...state, nextMutationId: mutationId + 1 })
    await recompute(db, [key])
    return mutationId
  })
}
