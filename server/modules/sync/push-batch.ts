import { safeParse } from 'zod/v4/core'
import {
  argsWithinBounds,
  MIN_SYNC_SCHEMA_VERSION,
  SYNC_SCHEMA_VERSION,
  type Mutation,
  type PushResult,
} from '../../../sync/contracts/sync'
import type { AuthContext } from '../../access/auth-context'
import type { AppDeps } from '../../http/app-env'
import { mutationFingerprint } from './fingerprint'
import { trackHistories } from './history'
import { recordMutations } from './push.repo'
import { mailAfterCommit, mutationRecord } from './push-record'
import { findMutation } from './registry'

/** One mutation of a batch, its args parsed. */
interface Batched {
  m: Mutation
  args: unknown
}

/**
 * The batch that starts at `from` (docs/sync.md, "Batched replay"): consecutive mutations of
 * one name whose service has a batch form (`runMany`), each the next after the position this
 * push knows (`known`), of a schema version the server runs, with args that parse and a row of
 * their own (its id in the args, none twice). Fewer than two: none, and the mutation goes
 * alone. What ends the batch (a repeat, a gap, args that do not parse) is left to the
 * one-by-one path, which answers it.
 */
export function batchAt(mutations: readonly Mutation[], from: number, known: number): Batched[] {
  const first = mutations[from]
  const found = first && findMutation(first.name)
  if (!first || !found?.mutation.runMany) return []
  const { mutation } = found
  const batch: Batched[] = []
  const rows = new Set<string>()
  for (const m of mutations.slice(from)) {
    if (m.name !== first.name || m.mutationId !== known + 1 + batch.length) break
    if (m.schemaVersion < MIN_SYNC_SCHEMA_VERSION || m.schemaVersion > SYNC_SCHEMA_VERSION) break
    if (!argsWithinBounds(m.args)) break
    const parsed = safeParse(mutation.args, m.args)
    if (!parsed.success) break
    const row = mutation.rowId(parsed.data)
    if (row === undefined || rows.has(row)) break
    rows.add(row)
    batch.push({ m, args: parsed.data })
  }
  return batch.length >= 2 ? batch : []
}

/**
 * Applies a batch in ONE transaction: the service's batch form, the rows' history read in one
 * statement, and the records with the client's position moved from `known` to the last one in
 * one more. All or nothing: when anything fails (a check of the service, a taken id, the
 * position moved by a racing retry, the database), the transaction rolls back and the answer
 * is undefined: the caller replays the same mutations one by one, which gives each its own
 * answer (a rejection recorded, a duplicate, the push stopped). Mail and other after-commit
 * work leave once the batch has committed.
 */
export async function applyBatch(
  deps: AppDeps,
  auth: AuthContext,
  clientId: string,
  batch: readonly Batched[],
  known: number,
): Promise<PushResult[] | undefined> {
  const found = batch[0] && findMutation(batch[0].m.name)
  const runMany = found?.mutation.runMany
  if (!found || !runMany) return undefined
  const { entity, mutation } = found
  const args = batch.map((b) => b.args)
  const mail = mailAfterCommit(deps)
  let results: PushResult[]
  try {
    results = await deps.db.transaction(async (tx) => {
      const changed = await trackHistories(tx, entity, mutation, args)
      const answers = await runMany({ tx, auth, deps: mail.deps }, args)
      const histories = await changed(tx)
      const entries = batch.map(({ m }, i) => ({
        record: mutationRecord(deps, auth, clientId, m, mutationFingerprint(m.name, m.args), {
          status: 'applied',
          reason: null,
          answer: answers[i] ?? null,
        }),
        history: histories[i],
      }))
      if (!(await recordMutations(tx, entries, known))) throw new Error('position moved')
      return batch.map(({ m }, i): PushResult => {
        return { mutationId: m.mutationId, status: 'applied', answer: answers[i] ?? null }
      })
    })
  } catch (err) {
    deps.logger.info(
      { err, mutation: batch[0]?.m.name, count: batch.length },
      'sync push: batch replayed one by one',
    )
    return undefined
  }
  // Committed: what the services queued for after the commit leaves now (it never throws).
  await mail.flush()
  return results
}
