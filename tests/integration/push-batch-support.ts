import { eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { Hono } from 'hono'
import { v7 as uuidv7 } from 'uuid'
import { expect } from 'vitest'
import type { AuthContext } from '../../server/access/auth-context'
import type { Db } from '../../server/db/client'
import { rowHistory, syncMutations } from '../../server/db/schema'
import type { AppDeps, AppEnv } from '../../server/http/app-env'
import { requireAuth } from '../../server/modules/auth/require-auth'
import { push, type PushOptions } from '../../server/modules/sync/push.service'
import { SYNC_SCHEMA_VERSION, type Mutation, type PushAnswer } from '../../sync/contracts/sync'

/** Helpers of the batched-replay tests: the same pushes replayed batched and one by one. */

/** The AuthContext the sync routes get for a bearer token, through the real middleware. */
export async function authFor(deps: AppDeps, token: string): Promise<AuthContext> {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.get('/', requireAuth, (c) => c.json(c.get('auth')))
  const answer = await app.request('/', { headers: { authorization: `Bearer ${token}` } })
  return (await answer.json()) as AuthContext
}

/** A device's mutations cut into pushes at `cuts`; the pushes `retried` marks are sent twice (a lost answer). */
export function pushesOf(made: Mutation[], cuts: number[], retried: boolean[]): Mutation[][] {
  const at = [...new Set(cuts.map((c) => c % (made.length + 1)))].sort((a, b) => a - b)
  const pushes: Mutation[][] = []
  let from = 0
  for (const cut of [...at, made.length]) {
    if (cut > from) pushes.push(made.slice(from, cut))
    from = Math.max(from, cut)
  }
  return pushes.flatMap((p, i) => (retried[i % retried.length] ? [p, p] : [p]))
}

/** A mutation as the device sends it. */
export const mutationOf = (mutationId: number, name: string, args: unknown): Mutation => ({
  mutationId,
  name,
  args,
  schemaVersion: SYNC_SCHEMA_VERSION,
  createdAt: '2026-11-22T22:30:00.000Z',
})

/**
 * Pushes as a new device until a push stops or is refused, and answers what it left: the
 * answers, its records, the history of `ids` and the `rows` the caller reads, every id of
 * `ids` replaced by its logical name (`row#n`) so that two devices' results compare equal.
 */
export async function replayAndRead(
  deps: AppDeps,
  auth: AuthContext,
  pushes: Mutation[][],
  ids: string[],
  rows: (db: Db) => Promise<unknown[]>,
  options: PushOptions,
): Promise<unknown> {
  const db = deps.db
  const clientId = uuidv7()
  const answers: PushAnswer[] = []
  for (const mutations of pushes) {
    const body = { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations }
    const answer = await push(deps, auth, 'pt-BR', body, options)
    answers.push(answer)
    if (answer.stopped || answer.results.some((r) => r.status === 'refused')) break
  }
  const history =
    ids.length === 0 ? [] : await db.select().from(rowHistory).where(inArray(rowHistory.rowId, ids))
  const records = await db.select().from(syncMutations).where(eq(syncMutations.clientId, clientId))
  const logical = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value ?? null).replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
        (id) => (ids.includes(id) ? `row#${ids.indexOf(id)}` : id),
      ),
    ) as unknown
  return logical({
    answers,
    rows: await rows(db),
    history: history
      .map(({ rowId, action, changes, mutationId, userId }) => {
        // The row's creation time is the database's clock: the one field that differs.
        const rest = Object.fromEntries(Object.entries(changes).filter(([k]) => k !== 'createdAt'))
        return {
          rowId: ids.indexOf(rowId),
          rowKey: rowId,
          action,
          changes: rest,
          mutationId,
          userId,
        }
      })
      .sort((a, b) => (a.mutationId ?? 0) - (b.mutationId ?? 0) || a.rowId - b.rowId),
    records: records
      .map(({ mutationId, name, status, reason, answer }) => ({
        mutationId,
        name,
        status,
        reason,
        answer,
      }))
      .sort((a, b) => a.mutationId - b.mutationId),
  })
}

/** The property both batch tests hold: each scenario replayed one by one and in batches leaves the same. */
export function expectBatchedAsAlone<S>(
  scenarios: fc.Arbitrary<S>,
  replay: (s: S, options: PushOptions) => Promise<unknown>,
  runs: number,
): Promise<void> {
  return fc.assert(
    fc.asyncProperty(scenarios, async (s) => {
      const alone = await replay(s, { batches: false })
      const batched = await replay(s, {})
      expect(batched).toEqual(alone)
    }),
    { numRuns: runs },
  )
}
