import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { churchFiles } from '../../db/schema'

export type ChurchFileRow = typeof churchFiles.$inferSelect

/** One file per church and type: a new upload replaces the old one. */
export async function upsertChurchFile(
  db: DbOrTx,
  values: Omit<typeof churchFiles.$inferInsert, 'updatedAt'>,
): Promise<void> {
  await db
    .insert(churchFiles)
    .values(values)
    .onConflictDoUpdate({
      target: [churchFiles.churchId, churchFiles.fileType],
      set: {
        mimeType: values.mimeType,
        size: values.size,
        content: values.content,
        updatedAt: sql`now()`,
      },
    })
}

export async function findChurchFile(
  db: DbOrTx,
  churchId: string,
  fileType: string,
): Promise<ChurchFileRow | undefined> {
  const rows = await db
    .select()
    .from(churchFiles)
    .where(and(eq(churchFiles.churchId, churchId), eq(churchFiles.fileType, fileType)))
    .limit(1)
  return rows[0]
}
