import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { treasuryCounters } from '../../db/schema'

/** The next code of a church, kind and year; the upsert locks the counter row until commit. */
export async function nextCode(
  db: DbOrTx,
  churchId: string,
  kind: 'revenue' | 'expense',
  year: number,
): Promise<number> {
  const rows = await db
    .insert(treasuryCounters)
    .values({ churchId, kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [treasuryCounters.churchId, treasuryCounters.kind, treasuryCounters.year],
      set: { last: sql`${treasuryCounters.last} + 1` },
    })
    .returning({ last: treasuryCounters.last })
  const last = rows[0]?.last
  if (last === undefined) throw new Error('treasury: counter upsert returned nothing')
  return last
}
