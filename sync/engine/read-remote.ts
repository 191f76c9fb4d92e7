import { v7 as uuidv7 } from 'uuid'
import { MAX_PULL_LIMIT, SYNC_SCHEMA_VERSION } from '../contracts/sync'
import type { KeepPlace } from '../contracts/mirror-keep'
import { rowKey, splitRowKey, type Row, type SyncDatabase } from './database'
import { readState } from './mutate'
import type { Transport } from './transport'

/**
 * What to read from the server: the live rows of `entities` in `place` (null: all the user
 * reads), dated ones from `from` (null: every year) and up to `until` (absent: today and on).
 */
export interface RemoteRead {
  place: KeepPlace | null
  from: string | null
  until?: string
  entities: readonly string[]
}

/**
 * Reads from the server what this device does not keep (a partial mirror, docs/sync.md): pulled
 * as an initial sync's pages, held in memory, never mirrored. Under a client id of its own
 * (`readerId`), never the device's: a pull records the user's scope fingerprint, and a read must
 * not hide from the device's next pull that its role changed. This device's unconfirmed versions
 * of the rows win (what the user wrote here shows, what they deleted here does not).
 */
export async function readRemote(
  db: SyncDatabase,
  transport: Transport,
  token: string,
  read: RemoteRead,
): Promise<Map<string, Row[]>> {
  const readerId = await readerIdOf(db)
  const byEntity = new Map<string, Map<string, Row>>(read.entities.map((e) => [e, new Map()]))
  let cursor = 0
  for (let guard = 0; guard < 100_000; guard++) {
    const page = await transport.pull(
      {
        clientId: readerId,
        cursor,
        limit: MAX_PULL_LIMIT,
        schemaVersion: SYNC_SCHEMA_VERSION,
        rejectedFrom: 0,
        entities: read.entities.join(','),
        ...(read.place && { keepLevel: read.place.level, keepNode: read.place.id }),
        ...(read.from !== null && { keepFrom: read.from }),
        ...(read.until !== undefined && { keepUntil: read.until }),
      },
      token,
    )
    for (const change of page.changes)
      if (change.row) byEntity.get(change.entity)?.set(change.id, { ...change.row, id: change.id })
    cursor = page.cursor
    if (!page.hasMore) break
  }
  for (const [entity, rows] of byEntity) {
    const shadows = await db.shadow.where('key').startsWith(rowKey(entity, '')).toArray()
    const ids = shadows.map((s) => splitRowKey(s.key).id)
    const local = await db.entity(entity).bulkGet(ids)
    ids.forEach((id, i) => {
      const row = local[i]
      if (row) rows.set(id, row)
      else rows.delete(id)
    })
  }
  return new Map([...byEntity].map(([entity, rows]) => [entity, [...rows.values()]]))
}

/** The client id this device reads under (made on first use). */
async function readerIdOf(db: SyncDatabase): Promise<string> {
  const state = await readState(db)
  if (state.readerId) return state.readerId
  const readerId = uuidv7()
  await db.meta.update('state', { readerId })
  return readerId
}
