import { Dexie, liveQuery, type Table } from 'dexie'
import { discardAttention, exportAttention, listAttention, resendAttention } from './attention'
import {
  databaseName,
  rowKey,
  SyncDatabase,
  type AttentionEntry,
  type OutboxEntry,
} from './database'
import { SyncEngine, type EngineOptions } from './engine'
import type { EntityName, EntityRow, MutationArgs, MutationName } from '../contracts/catalog'
import { readToken } from '../login-storage'
import { KEEP_EVERYTHING, type KeepPlace, type MirrorKeep } from '../contracts/mirror-keep'
import { pendingUploads, startUploads, stopUploads, wipeUploads } from '../uploads/api'
import type { UploadItem } from '../uploads/database'
import { createStatusStore, INITIAL_STATUS, type StatusStore, type SyncStatus } from './status'
import { wipeUserStorage } from '../user-storage'

/** The app's one sync engine (the signed-in user's), and its status store that outlives it. */
let engine: SyncEngine | null = null
const store: StatusStore = createStatusStore()

/** The sync status for the shell: `useSyncExternalStore(syncStatus.subscribe, syncStatus.getSnapshot)`. */
export const syncStatus: Pick<StatusStore, 'subscribe' | 'getSnapshot'> = {
  subscribe: store.subscribe,
  getSnapshot: store.getSnapshot,
}
export type { SyncStatus }

/**
 * Starts syncing for this user (after sign-in or on app start with a stored login). The same
 * user again resumes a paused engine; another user stops the previous one first (its queue
 * stays in its own database and is never replayed for someone else).
 */
export async function startSync(
  user: { id: string },
  options: Partial<Omit<EngineOptions, 'userId' | 'status'>> = {},
): Promise<SyncEngine> {
  if (engine && engine.db.name === databaseName(user.id) && store.getSnapshot().running) {
    engine.resume()
    return engine
  }
  await stopSync()
  const started = new SyncEngine({
    getToken: readToken,
    ...options,
    userId: user.id,
    status: store,
  })
  engine = started
  // The user's queued attachments travel whenever the app runs, once their entry reached the
  // server. Started before the engine reports `running`, so screens may read the queue then.
  await startUploads(user, (item) => entryConfirmed(started, item)).catch((error: unknown) =>
    console.error('Upload queue failed to start', error),
  )
  await started.start()
  return started
}

/** An attachment's revenue/expense (a photo's member) is on the server when no queued write of it is left. */
async function entryConfirmed(engine: SyncEngine, item: UploadItem): Promise<boolean> {
  const table =
    item.kind === 'member-photo' ? 'members' : item.kind === 'revenue' ? 'revenues' : 'expenses'
  const key = rowKey(table, item.entryId)
  return (await engine.db.outbox.where('rowKey').equals(key).count()) === 0
}

export async function stopSync(): Promise<void> {
  const current = engine
  engine = null
  stopUploads()
  if (current) await current.stop()
  store.update({ ...INITIAL_STATUS })
}

function active(): SyncEngine {
  if (!engine) throw new Error('sync: not started (no signed-in user)')
  return engine
}

/** A table of the mirror, rows typed by the catalog. */
export type MirrorTable<E extends EntityName> = Table<EntityRow<E>, string>

/** One named write with its args, checked against the catalog. */
export type MutationWrite = {
  [N in MutationName]: { name: N; args: MutationArgs<N> }
}[MutationName]

/** Queues a named write (`field.update`, ...) and applies it to the mirror at once. */
export function mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<number> {
  return active().mutate(name, args)
}

/** Many named writes in ONE transaction, in order (an import): one invalid write queues none. */
export function mutateMany(writes: readonly MutationWrite[]): Promise<number[]> {
  return active().mutateMany(writes)
}

/** A table of the signed-in user's mirror, for live queries: `liveQuery(() => mirror('churches').toArray())`. */
export function mirror<E extends EntityName>(entity: E): MirrorTable<E> {
  return active().db.entity(entity) as unknown as MirrorTable<E>
}

/** A row whose version on this device is not (yet) the server's: a write waiting, or sent and not pulled back. */
export interface UnconfirmedRow<E extends EntityName> {
  /** The server's version the local writes started from (null: the server has no such row). */
  server: EntityRow<E> | null
  /** The version on screen (undefined: deleted here). */
  local: EntityRow<E> | undefined
}

/**
 * The rows of an entity changed here and not yet confirmed by a pull (the engine's shadows):
 * what a figure the server keeps (the tithes' monthly totals) must adjust to count what the
 * device shows. Read inside a live query, it re-runs when a write or a pull changes them.
 */
export async function unconfirmedRows<E extends EntityName>(
  entity: E,
): Promise<UnconfirmedRow<E>[]> {
  const db = active().db
  const shadows = await db.shadow.where('key').startsWith(rowKey(entity, '')).toArray()
  if (shadows.length === 0) return []
  const ids = shadows.map((s) => s.key.slice(entity.length + 1))
  const local = await db.entity(entity).bulkGet(ids)
  return shadows.map((s, i) => ({
    server: s.row as EntityRow<E> | null,
    local: local[i] as EntityRow<E> | undefined,
  }))
}

/** Unsent writes and files of a user (the logout warning). Opens the user's databases without starting sync. */
export async function pendingCount(userId: string): Promise<number> {
  return (await pendingWrites(userId)) + (await pendingUploads(userId))
}

async function pendingWrites(userId: string): Promise<number> {
  if (engine?.db.name === databaseName(userId)) return engine.db.outbox.count()
  if (!(await Dexie.exists(databaseName(userId)))) return 0
  const db = new SyncDatabase(userId)
  try {
    return await db.outbox.count()
  } finally {
    db.close()
  }
}

/** Logout: deletes the user's mirror, outbox, attention list and queued files (after the app warned about unsent changes). */
export async function wipeUserData(userId: string): Promise<void> {
  if (engine?.db.name === databaseName(userId)) await stopSync()
  await Dexie.delete(databaseName(userId))
  await wipeUploads(userId)
  wipeUserStorage(userId)
}

/**
 * What this device keeps of what the user reads (a partial mirror, docs/sync.md): read inside
 * a live query, it follows a change.
 */
export async function deviceKeep(): Promise<MirrorKeep> {
  return (await active().db.meta.get('state'))?.keep ?? KEEP_EVERYTHING
}

/**
 * Reads from the server, online, rows this device does not keep (a partial mirror): the live
 * rows of `entities` in `place`, dated ones from `from` and up to `until`, by entity; never
 * stored on the device.
 */
export async function readFromServer<E extends EntityName>(read: {
  place: KeepPlace | null
  from: string | null
  until?: string
  entities: readonly E[]
}): Promise<{ [K in E]: EntityRow<K>[] }> {
  const rows = await active().readRemote(read)
  return Object.fromEntries(read.entities.map((e) => [e, rows.get(e) ?? []])) as {
    [K in E]: EntityRow<K>[]
  }
}

/** Changes what this device keeps: the mirror is pulled again; queued writes are kept and re-applied. */
export function setDeviceKeep(keep: MirrorKeep): Promise<void> {
  return active().setKeep(keep)
}

/** The user asks that the browser keep the app's data (after installing, it usually agrees). */
export function requestPersistentStorage(): Promise<boolean> {
  return engine ? engine.requestPersist() : Promise.resolve(false)
}

/** A write made on this device and not yet confirmed by the server. */
export type PendingWrite = Pick<
  OutboxEntry,
  'mutationId' | 'name' | 'args' | 'createdAt' | 'rowKey'
>

/** The outbox, read only: what is waiting to be sent, oldest first (the sync screen, list marks). */
export const outbox = {
  list: async (): Promise<PendingWrite[]> =>
    (await active().db.outbox.orderBy('mutationId').toArray()).map(
      ({ mutationId, name, args, createdAt, rowKey }) => ({
        mutationId,
        name,
        args,
        createdAt,
        rowKey,
      }),
    ),
}

export const attention = {
  list: (): Promise<AttentionEntry[]> => listAttention(active().db),
  resend: async (mutationId: number, editedArgs?: unknown): Promise<number> => {
    const id = await resendAttention(active().db, mutationId, editedArgs)
    await active().refreshCounts()
    active().trigger()
    return id
  },
  discard: async (mutationId: number): Promise<void> => {
    await discardAttention(active().db, mutationId)
    await active().refreshCounts()
  },
  export: (format: 'json' | 'csv'): Promise<string> => exportAttention(active().db, format),
}

export { liveQuery }
