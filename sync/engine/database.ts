import { Dexie, type DexieOptions, type Table } from 'dexie'
import type { MirrorKeep } from '../contracts/mirror-keep'
import type { Rejection } from '../contracts/sync'
import { DEVICE_DB_VERSION, DEVICE_ENTITIES } from './device-registry'
import { EVENT_SUMS, EVENT_SUMS_STORE, keepEventSums, rebuildEventSums } from './event-sums'
import { keepMonthSums, MONTH_SUMS, MONTH_SUMS_STORE, rebuildMonthSums } from './month-sums'
import { databaseName } from './database-name'

export type Row = Record<string, unknown> & { id: string }

/** A queued mutation: exactly what is pushed, plus the row it touches (for rebasing). */
export interface OutboxEntry {
  clientId: string
  mutationId: number
  name: string
  args: unknown
  schemaVersion: number
  createdAt: string
  /** `${entity}:${id}` of the row it changes. */
  rowKey: string
}

/** A mutation the server refused for good, with its reason: resend (edited) or discard on purpose. */
export interface AttentionEntry {
  mutationId: number
  name: string
  args: unknown
  createdAt: string
  reason: Rejection
  at: string
}

/** The server's version of a row that has local edits pending (null: the server has none). */
export interface ShadowRow {
  key: string
  row: Row | null
}

export interface SyncState {
  key: 'state'
  clientId: string
  cursor: number
  nextMutationId: number
  lastSyncAt: string | null
  /** The initial sync finished at least once. */
  ready: boolean
  /**
   * Where the initial sync's first phase ended (what the first screens need, docs/sync.md):
   * set, the device is pulling the rest from its cursor; unset, an initial sync starts with it.
   */
  firstBound?: number
  /** DEVICE_DB_VERSION the mirror was filled with: a newer one (new entities) pulls from 0 again. */
  dbVersion?: number
  /** What this device keeps (a partial mirror, sync/contracts/mirror-keep.ts); unset: everything. */
  keep?: MirrorKeep
  /** The client id this device reads what it does not keep under (sync/engine/read-remote.ts). */
  readerId?: string
}

/**
 * The device's own tables besides the mirror's (the month sums; 2: the event sums) changed: Dexie upgrades them in
 * place, and the mirror stays (a new DEVICE_DB_VERSION pulls everything again; this does not).
 */
const LOCAL_TABLES_VERSION = 2 // at most 9: DEXIE_VERSION keeps a digit for it

/** Dexie's version of the schema: grows with either. */
const DEXIE_VERSION = DEVICE_DB_VERSION * 10 + LOCAL_TABLES_VERSION

export type DatabaseEnv = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>

/** One database per signed-in user: the mirror tables, the outbox, the sync state and the attention list. */
export class SyncDatabase extends Dexie {
  declare outbox: Table<OutboxEntry, number>
  declare meta: Table<SyncState, string>
  declare attention: Table<AttentionEntry, number>
  declare shadow: Table<ShadowRow, string>

  constructor(userId: string, env: DatabaseEnv = {}) {
    super(databaseName(userId), { ...env, chromeTransactionDurability: 'strict' })
    const stores: Record<string, string> = {
      outbox: 'mutationId, rowKey',
      meta: 'key',
      attention: 'mutationId',
      shadow: 'key',
      [MONTH_SUMS]: MONTH_SUMS_STORE,
      [EVENT_SUMS]: EVENT_SUMS_STORE,
    }
    for (const entity of DEVICE_ENTITIES) stores[entity.name] = ['id', ...entity.indexes].join(', ')
    this.version(DEXIE_VERSION)
      .stores(stores)
      .upgrade(async (tx) => {
        await rebuildMonthSums(tx)
        await rebuildEventSums(tx)
      })
    keepMonthSums(this)
    keepEventSums(this)
  }

  entity(name: string): Table<Row, string> {
    return this.table(name)
  }

  entityTables(): Table<Row, string>[] {
    return DEVICE_ENTITIES.map((e) => this.entity(e.name))
  }
}

export { databaseName }

export const rowKey = (entity: string, id: string) => `${entity}:${id}`

export function splitRowKey(key: string): { entity: string; id: string } {
  const at = key.indexOf(':')
  return { entity: key.slice(0, at), id: key.slice(at + 1) }
}
