import { v7 as uuidv7 } from 'uuid'
import { mutateMany } from '../../../../sync'
import type { ImportRow } from './validate'

export const IMPORT_BATCH = 250

/**
 * Queues one member.create per valid row into the outbox (works offline), one transaction per
 * batch (`mutateMany`), so the progress bar moves and the page stays responsive. Returns how
 * many were queued.
 */
export async function runImport(
  rows: readonly ImportRow[],
  churchId: string,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<number> {
  const valid = rows.flatMap((r) => (r.draft ? [r.draft] : []))
  let done = 0
  for (let start = 0; start < valid.length; start += IMPORT_BATCH) {
    if (signal?.aborted) break
    const batch = valid.slice(start, start + IMPORT_BATCH)
    await mutateMany(
      batch.map((draft) => ({
        name: 'member.create' as const,
        args: { ...draft, id: uuidv7(), churchId },
      })),
    )
    done += batch.length
    onProgress(done, valid.length)
    // Let the browser paint between batches.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return done
}
