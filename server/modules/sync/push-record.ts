import type { Mutation, Rejection } from '../../../sync/contracts/sync'
import { withoutControlCharacters } from '../../../sync/contracts/text'
import type { AuthContext } from '../../access/auth-context'
import type { AppDeps, MailMessage } from '../../http/app-env'
import type { RecordedMutation } from './push.repo'

/**
 * A value with every control character in its strings and keys replaced (U+FFFD), so the
 * database can store it: a rejection's reason may quote what the device sent (an unknown
 * mutation's name, a key), and PostgreSQL refuses U+0000 in text and JSON (issue 47).
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return withoutControlCharacters(value) as T
  if (Array.isArray(value)) return value.map((v: unknown) => storable(v)) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [withoutControlCharacters(k), storable(v)]),
  ) as T
}

/** What a replayed mutation's record keeps (sync_mutations), as recordMutations writes it. */
export function mutationRecord(
  deps: AppDeps,
  auth: AuthContext,
  clientId: string,
  m: Mutation,
  fingerprint: string,
  outcome: { status: 'applied' | 'rejected'; reason: Rejection | null; answer: unknown },
): RecordedMutation['record'] {
  return {
    clientId,
    mutationId: m.mutationId,
    userId: auth.userId,
    name: storable(m.name),
    fingerprint,
    ...outcome,
    reason: storable(outcome.reason),
    createdAt: Number.isNaN(Date.parse(m.createdAt)) ? null : new Date(m.createdAt).toISOString(),
    appliedAt: deps.now().toISOString(),
  }
}

/**
 * The mail a mutation's service sends (a new user's validation link) leaves only once the
 * mutation's transaction has committed: a rolled-back attempt (a racing retry, a rejection, a
 * crash) sends none. A mail that fails then is logged; the change stays (resend validation).
 * Other work a service queues with deps.afterCommit (copying a linked logo) runs then too.
 */
export function mailAfterCommit(deps: AppDeps): { deps: AppDeps; flush: () => Promise<void> } {
  const queued: MailMessage[] = []
  const tasks: (() => Promise<unknown>)[] = []
  const flush = async () => {
    for (const message of queued.splice(0))
      await deps.mailer.send(message).catch((err: unknown) => {
        deps.logger.error({ err }, 'sync push: mail after commit failed')
      })
    for (const task of tasks.splice(0))
      await task().catch((err: unknown) => {
        deps.logger.error({ err }, 'sync push: work after commit failed')
      })
  }
  return {
    deps: {
      ...deps,
      afterCommit: (task) => tasks.push(task),
      mailer: {
        send: (message) => {
          queued.push(message)
          return Promise.resolve()
        },
      },
    },
    flush,
  }
}
