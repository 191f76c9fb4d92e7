import {
  argsWithinBounds,
  MAX_ARGS_DEPTH,
  MAX_ARGS_VALUES,
  MIN_SYNC_SCHEMA_VERSION,
  SYNC_SCHEMA_VERSION,
  type Mutation,
  type PushAnswer,
  type PushBody,
  type PushResult,
  type Rejection,
} from '../../../sync/contracts/sync'
import type { AuthContext } from '../../access/auth-context'
import type { Tx } from '../../db/client'
import { apiErrorFromDatabase } from '../../http/db-errors'
import { ApiError } from '../../http/errors'
import type { AppDeps } from '../../http/app-env'
import { translate, type Language } from '../../http/i18n'
import { parseWith } from '../../http/validate'
import { mutationFingerprint } from './fingerprint'
import { trackHistory } from './history'
import { findMutation } from './registry'
import { applyBatch, batchAt } from './push-batch'
import { recordMutations } from './push.repo'
import { mailAfterCommit, mutationRecord, storable } from './push-record'
import { ensureClient, findClient, findMutationRecord } from './sync.repo'
import { assertAppVersion } from './versions'

/**
 * A failure that can never succeed by retrying: recorded as rejected, counted as applied. 401 and
 * 429 are not permanent. A database refusal of the caller's data (a unique or foreign-key
 * violation after a race, a value the column cannot hold: apiErrorFromDatabase) is as final as
 * an ApiError: retrying would stop the device's sync for good (issue 47).
 */
function permanentReason(caught: unknown, lang: Language): Rejection | undefined {
  const err = caught instanceof ApiError ? caught : apiErrorFromDatabase(caught)
  if (!err) return undefined
  if (err.status < 400 || err.status >= 500 || err.status === 401 || err.status === 429)
    return undefined
  const reason: Rejection = { code: err.code, message: translate(lang, err.messageKey) }
  if (err.details !== undefined) reason.details = err.details
  // What the device sent may be quoted back (a key, a name): stored and answered without controls.
  return storable(reason)
}

/** `last`: the client's position after this mutation, as far as this push knows it. */
type Outcome = { result: PushResult; last: number; stop?: 'gap' | 'server_too_old' }

/** Another push of the same client moved its position while this mutation ran: look again. */
class PositionMoved extends Error {}

/** What a mutation's position says before it runs: a repeat, a gap, too new; `apply` = run it after `last`. */
async function positionOutcome(
  tx: Tx,
  lang: Language,
  clientId: string,
  m: Mutation,
  fingerprint: string,
): Promise<Outcome | { apply: true; last: number }> {
  const client = await findClient(tx, clientId)
  if (!client) throw new Error('sync client missing')
  const last = client.lastMutationId
  if (m.mutationId <= last) {
    const before = await findMutationRecord(tx, clientId, m.mutationId)
    if (!before || before.fingerprint !== fingerprint) {
      const reason: Rejection = {
        code: 'conflict',
        message: translate(lang, 'sync_mutation_id_reused'),
      }
      return { result: { mutationId: m.mutationId, status: 'refused', reason }, last }
    }
    const result: PushResult = {
      mutationId: m.mutationId,
      status: 'duplicate',
      previous: before.status,
    }
    if (before.reason) result.reason = before.reason
    if (before.answer !== null && before.answer !== undefined) result.answer = before.answer
    return { result, last }
  }
  // After a restore (docs/backup.md) the database may have lost mutations the device had
  // confirmed, and removed from its outbox: its next mutation continues past the gap, once.
  if (m.mutationId > last + 1 && !client.resumeAfterRestore)
    return { result: { mutationId: m.mutationId, status: 'rejected' }, last, stop: 'gap' }
  if (m.schemaVersion > SYNC_SCHEMA_VERSION)
    return {
      result: { mutationId: m.mutationId, status: 'rejected' },
      last,
      stop: 'server_too_old',
    }
  return { apply: true, last }
}

/** Attempts at one mutation while other pushes of the same client keep moving its position. */
const MAX_ATTEMPTS = 5

/**
 * Applies one mutation in its own transaction, with the client's position and the record.
 * The position is checked where it moves: recordMutations moves it only if it still is what
 * this transaction started from, taking the client row's lock there, last (one lock order for
 * every push: no deadlock between two pushes of one client). When the mutation is the next
 * one after the position this push knows (`known`), it runs at once; otherwise, or when the
 * position moved meanwhile, the position is read first (repeat, gap, too new).
 * A permanent failure rolls that transaction back whole; the rejection is then recorded in a
 * second one (after checking the position again), so a rejected mutation leaves only its record.
 */
async function applyOne(
  deps: AppDeps,
  auth: AuthContext,
  lang: Language,
  clientId: string,
  m: Mutation,
  known: number,
): Promise<Outcome> {
  const fingerprint = mutationFingerprint(m.name, m.args)
  const record = (status: 'applied' | 'rejected', reason: Rejection | null, answer: unknown) =>
    mutationRecord(deps, auth, clientId, m, fingerprint, { status, reason, answer })
  /** `from`: the position to apply after (known), or null: read it first. */
  const apply = async (from: number | null): Promise<Outcome> => {
    const mail = mailAfterCommit(deps)
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      let after = from
      if (after === null) {
        const position = await positionOutcome(tx, lang, clientId, m, fingerprint)
        if (!('apply' in position)) return position
        after = position.last
      }
      if (m.schemaVersion < MIN_SYNC_SCHEMA_VERSION)
        throw new ApiError('conflict', { reason: 'client_too_old' }, 'sync_client_too_old')
      if (!argsWithinBounds(m.args))
        throw new ApiError(
          'validation_failed',
          { maxDepth: MAX_ARGS_DEPTH, maxValues: MAX_ARGS_VALUES },
          'sync_args_too_large',
        )
      const found = findMutation(m.name)
      if (!found) throw new ApiError('bad_request', { mutation: m.name }, 'sync_unknown_mutation')
      const { entity, mutation } = found
      const args = parseWith(mutation.args, m.args)
      const changed = await trackHistory(tx, entity, mutation, args)
      const answer = (await mutation.run({ tx, auth, deps: mail.deps }, args)) ?? null
      const history = await changed(tx)
      if (
        !(await recordMutations(tx, [{ record: record('applied', null, answer), history }], after))
      )
        throw new PositionMoved()
      return { result: { mutationId: m.mutationId, status: 'applied', answer }, last: m.mutationId }
    })
    await mail.flush()
    return outcome
  }
  const reject = (reason: Rejection) =>
    deps.db.transaction(async (tx): Promise<Outcome> => {
      const position = await positionOutcome(tx, lang, clientId, m, fingerprint)
      if (!('apply' in position)) return position
      if (
        !(await recordMutations(tx, [{ record: record('rejected', reason, null) }], position.last))
      )
        throw new PositionMoved()
      return {
        result: { mutationId: m.mutationId, status: 'rejected', reason },
        last: m.mutationId,
      }
    })
  let from: number | null =
    m.mutationId === known + 1 && m.schemaVersion <= SYNC_SCHEMA_VERSION ? known : null
  for (let attempt = 1; ; attempt++) {
    try {
      try {
        return await apply(from)
      } catch (err) {
        const reason = permanentReason(err, lang)
        if (!reason) throw err
        return await reject(reason)
      }
    } catch (err) {
      if (!(err instanceof PositionMoved) || attempt >= MAX_ATTEMPTS) throw err
      from = null
    }
  }
}

/** How a push replays: in batches where it can (the default), or each mutation alone (tests compare the two). */
export interface PushOptions {
  batches?: boolean
}

/** POST /sync/v1/push: mutations in order, each once; see docs/sync.md. */
export async function push(
  deps: AppDeps,
  auth: AuthContext,
  lang: Language,
  body: PushBody,
  options: PushOptions = {},
): Promise<PushAnswer> {
  assertAppVersion(body.schemaVersion)
  const client = await ensureClient(deps.db, body.clientId, auth.userId)
  if (client.userId !== auth.userId) throw new ApiError('forbidden')
  const results: PushResult[] = []
  let stopped: PushAnswer['stopped']
  let known = client.lastMutationId
  /** A batch that failed goes one by one up to here. */
  let aloneUntil = 0
  for (let i = 0; i < body.mutations.length;) {
    const batch =
      options.batches === false || i < aloneUntil ? [] : batchAt(body.mutations, i, known)
    if (batch.length > 0) {
      const applied = await applyBatch(deps, auth, body.clientId, batch, known)
      if (applied) {
        results.push(...applied)
        known += applied.length
        i += applied.length
      } else aloneUntil = i + batch.length
      continue
    }
    const m = body.mutations[i] as Mutation
    let outcome: Outcome
    try {
      outcome = await applyOne(deps, auth, lang, body.clientId, m, known)
      known = outcome.last
    } catch (err) {
      deps.logger.error({ err, mutation: m.name }, 'sync push: transient failure')
      stopped = { mutationId: m.mutationId, reason: 'error' }
      break
    }
    if (outcome.stop) {
      stopped = { mutationId: m.mutationId, reason: outcome.stop }
      break
    }
    results.push(outcome.result)
    if (outcome.result.status === 'refused') break
    i++
  }
  const after = await ensureClient(deps.db, body.clientId, auth.userId)
  const answer: PushAnswer = { lastMutationId: after.lastMutationId, results }
  if (stopped) answer.stopped = stopped
  return answer
}
