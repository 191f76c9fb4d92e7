import type { AttentionEntry, SyncDatabase } from './database'
import { csvLine } from '../csv'
import { mutate } from './mutate'

/** The needs-attention list, oldest first. */
export function listAttention(db: SyncDatabase): Promise<AttentionEntry[]> {
  return db.attention.orderBy('mutationId').toArray()
}

/** Sends a rejected mutation again (with edited args, e.g. a fixed name) as a new mutation; it leaves the list in the same step. */
export async function resendAttention(
  db: SyncDatabase,
  mutationId: number,
  editedArgs?: unknown,
): Promise<number> {
  return db.transaction(
    'rw',
    [db.attention, db.outbox, db.meta, db.shadow, ...db.entityTables()],
    async () => {
      const entry = await db.attention.get(mutationId)
      if (!entry) throw new Error('sync: no such attention entry')
      const id = await mutate(db, entry.name, editedArgs ?? entry.args)
      await db.attention.delete(mutationId)
      return id
    },
  )
}

/** The user chose to drop it: gone for good. */
export async function discardAttention(db: SyncDatabase, mutationId: number): Promise<void> {
  await db.attention.delete(mutationId)
}

const cellText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? '')

/** The list as JSON or CSV (one line per entry: id, operation, when, reason code, reason, data). */
export async function exportAttention(db: SyncDatabase, format: 'json' | 'csv'): Promise<string> {
  const entries = await listAttention(db)
  if (format === 'json') return JSON.stringify(entries, null, 2)
  const header = ['mutationId', 'name', 'createdAt', 'reasonCode', 'reason', 'args']
  const lines = entries.map((e) =>
    csvLine(
      [e.mutationId, e.name, e.createdAt, e.reason.code, e.reason.message, e.args].map(cellText),
      ',',
    ),
  )
  return [csvLine(header, ','), ...lines].join('\r\n')
}
