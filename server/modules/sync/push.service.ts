import {
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
import { recordMutation } from './push.repo'
import { ensureClient, findMutationRecord, lockClient } from './sync.repo'
import { assertAppVersion } from './versions'

/** A failure that can never succeed by retrying: recorded as rejected, counted as applied. 401 and 429 are not permanent. */
function permanentReason(caught: unknown, lang: Language): Rejection | undefined {
  // A database refusal (a unique or foreign-key violation after a race) is as final as an ApiError.
  const err = caught instanceof ApiError ? caught : apiErrorFromDatabase(caught)
  if (!err) return undefined
  if (err.status < 400 || err.status >= 500 || err.status === 401 || err.status === 429)
    return undefined
  const reason: Rejection = { code: err.code, message: translate(lang, err.messageKey) }
  if (err.details !== undefined) reason.details = err.details
  return reason
}

type Outcome = { result: PushResult; stop?: 'gap' | 'server_too_old' }

/** What a mutation's position says before it runs: a repeat, a gap, too new; undefined = apply it. */
async function positionOutcome(
  tx: Tx,
  lang: Language,
  clientId: string,
  m: Mutation,
  fingerprint: string,
): Promise<Outcome | undefined> {
  const client = await lockClient(tx, clientId)
  if (!client) throw new Error('sync client missing')
  if (m.mutationId <= client.lastMutationId) {
    const before = await findMutationRecord(tx, clientId, m.mutationId)
    if (!before || before.fingerprint !== fingerprint) {
      const reason: Rejection = {
        code: 'conflict',
        message: translate(lang, 'sync_mutation_id_reused'),
      }
      return { result: { mutationId: m.mutationId, status: 'refused', reason } }
    }
    const result: PushResult = {
      mutationId: m.mutationId,
      status: 'duplicate',
      previous: before.status,
    }
    if (before.reason) result.reason = before.reason
    if (before.answer !== null && before.answer !== undefined) result.answer = before.answer
    return { result }
  }
  if (m.mutationId > client.lastMutationId + 1)
    return { result: { mutationId: m.mutationId, status: 'rejected' }, stop: 'gap' }
  if (m.schemaVersion > SYNC_SCHEMA_VERSION)
    return { result: { mutationId: m.mutationId, status: 'rejected' }, stop: 'server_too_old' }
  return undefined
}

/**
 * Applies one mutation in its own transaction, with the client's position and the record.
 * A permanent failure rolls that transaction back whole; the rejection is then recorded in a
 * second one (after checking the position again), so a rejected mutation leaves only its record.
 */
async function applyOne(
  deps: AppDeps,
  auth: AuthContext,
  lang: Language,
  clientId: string,
  m: Mutation,
): Promise<Outcome> {
  const fingerprint = mutationFingerprint(m.name, m.args)
  const record = (status: 'applied' | 'rejected', reason: Rejection | null, answer: unknown) => ({
    clientId,
    mutationId: m.mutationId,
    userId: auth.userId,
    name: m.name,
    fingerprint,
    status,
    reason,
    answer,
    createdAt: Number.isNaN(Date.parse(m.createdAt)) ? null : new Date(m.createdAt).toISOString(),
    appliedAt: deps.now().toISOString(),
  })
  try {
    return await deps.db.transaction(async (tx) => {
      const position = await positionOutcome(tx, lang, clientId, m, fingerprint)
      if (position) return position
      if (m.schemaVersion < MIN_SYNC_SCHEMA_VERSION)
        throw new ApiError('conflict', { reason: 'client_too_old' }, 'sync_client_too_old')
      const found = findMutation(m.name)
      if (!found) throw new ApiError('bad_request', { mutation: m.name }, 'sync_unknown_mutation')
      const { entity, mutation } = found
      const args = parseWith(mutation.args, m.args)
      const changed = await trackHistory(tx, entity, mutation, args)
      const answer = (await mutation.run({ tx, auth, deps }, args)) ?? null
      await recordMutation(tx, record('applied', null, answer), await changed(tx))
      return { result: { mutationId: m.mutationId, status: 'applied', answer } }
    })
  } catch (err) {
    const reason = permanentReason(err, lang)
    if (!reason) throw err
    return deps.db.transaction(async (tx) => {
      const position = await positionOutcome(tx, lang, clientId, m, fingerprint)
      if (position) return position
      await recordMutation(tx, record('rejected', reason, null))
      return { result: { mutationId: m.mutationId, status: 'rejected', reason } }
    })
  }
}

/** POST /sync/v1/push: mutations in order, each once; see docs/sync.md. */
export async function push(
  deps: AppDeps,
  auth: AuthContext,
  lang: Language,
  body: PushBody,
): Promise<PushAnswer> {
  assertAppVersion(body.schemaVersion)
  const client = await ensureClient(deps.db, body.clientId, auth.userId)
  if (client.userId !== auth.userId) throw new ApiError('forbidden')
  const results: PushResult[] = []
  let stopped: PushAnswer['stopped']
  for (const m of body.mutations) {
    let outcome: Outcome
    try {
      outcome = await applyOne(deps, auth, lang, body.clientId, m)
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
  }
  const after = await ensureClient(deps.db, body.clientId, auth.userId)
  const answer: PushAnswer = { lastMutationId: after.lastMutationId, results }
  if (stopped) answer.stopped = stopped
  return answer
}
