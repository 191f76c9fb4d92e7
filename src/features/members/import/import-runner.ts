import { v7 as uuidv7 } from 'uuid'
import { mutateMany } from '../../../../sync'
import type { ImportRow } from './validate'

export const IMPORT_BATCH = 250

/**
 * Queues one member.create per valid row into the outbox (works offline), one transaction per
 * batch (`mutateMany`), so the progress bar moves and the page stays responsive. Returns the
 * ids of the records queued (the screen follows them to the server).
 */
export async function runImport(
  rows: readonly ImportRow[],
  churchId: string,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string[]> {
  const valid = rows.flatMap((r) => (r.draft ? [r.draft] : []))
  const ids: string[] = []
  let done = 0
  for (let start = 0; start < valid.length; start += IMPORT_BATCH) {
    if (signal?.aborted) break
    const batch = valid.slice(start, start + IMPORT_BATCH).map((draft) => ({
      ...draft,
      id: uuidv7(),
      churchId,
    }))
    await mutateMany(batch.map((args) => ({ name: 'member.create' as const, args })))
    ids.push(...batch.map((args) => args.id))
    done += batch.length
    onProgress(done, valid.length)
    // Let the browser paint between batches.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return ids
}
