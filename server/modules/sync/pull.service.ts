import type { SQL } from 'drizzle-orm'
import type { PullQuery } from '../../../sync/contracts/sync'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'
import type { AppDeps } from '../../http/app-env'
import { scopeFingerprint } from './fingerprint'
import { changeJson, type ChangeJson, type PullPage } from './pull-json'
import {
  changedRows,
  countPageRows,
  pageRowsJson,
  pageSeqs,
  stableSeqBound,
  type PagePart,
} from './pull-page.repo'
import { pullPlan, type PlanKeep, type PullMode } from './pull-plan'
import { rowFor, type SyncEntity } from './registry'
import { ensureClient, rejectedSince, setScopeFingerprint } from './sync.repo'
import { assertAppVersion } from './versions'
import { firstOfPreviousMonth } from '../../../sync/contracts/dates'
import { brasiliaTodayIso } from '../../dates'

/** GET /sync/v1/pull: the rows of the user's scope changed after the cursor, in seq order, in pages. */
export async function pull(deps: AppDeps, auth: AuthContext, query: PullQuery): Promise<PullPage> {
  assertAppVersion(query.schemaVersion)
  const { db } = deps
  const client = await ensureClient(db, query.clientId, auth.userId)
  if (client.userId !== auth.userId) throw new ApiError('forbidden')
  // Read before the bound: every mutation counted here has its rows at or below the bound.
  const lastMutationId = client.lastMutationId
  const rejected = (await rejectedSince(db, client.id, query.rejectedFrom, lastMutationId)).map(
    (r) => ({
      mutationId: r.mutationId,
      reason: r.reason ?? { code: 'internal_error', message: '' },
    }),
  )
  const fingerprint = scopeFingerprint(auth)
  if (client.scopeFingerprint !== fingerprint) {
    await setScopeFingerprint(db, client.id, fingerprint)
    if (query.cursor > 0)
      return { reset: true, changes: [], cursor: 0, hasMore: true, lastMutationId, rejected }
  }

  const bound = await stableSeqBound(db)
  const mode = pullMode(query)
  const initial = mode === 'initial' || mode === 'first'
  const plan = pullPlan(auth, mode, fingerprint, keepOf(query), query.entities)
  // Only the phases' statements have these placeholders: a plain pull (the most common) skips the date.
  const first =
    mode === 'first' || mode === 'rest'
      ? { firstDay: firstPhaseDay(deps.now()), firstBound: query.firstBound ?? 0 }
      : undefined
  const range = { after: query.cursor, upTo: bound, limit: query.limit + 1, first }

  // 1. Where the page ends: the `limit + 1` smallest seqs (index scans, no rows parsed) of
  // every readable table and of the departures, in one statement.
  const seqs = await pageSeqs(db, plan.seqs, range)
  const hasMore = seqs.length > query.limit
  const inPage = hasMore ? seqs.slice(0, query.limit) : seqs
  const top = hasMore ? (inPage[inPage.length - 1]?.seq ?? bound) : bound

  // 2. The rows of the page, read once, as JSON built by the database (one statement over the
  // page's range), or projected by `rowFor` where it cannot.
  const changes: ChangeJson[] = []
  const inJs = new Set<number>()
  for (const { part, seq, rowId } of inPage) {
    if (rowId === null) {
      if (plan.inJs.has(part)) inJs.add(part)
    } else {
      const entity = plan.departures[part]?.entity
      if (entity) changes.push(changeJson(entity.name, rowId, seq, null))
    }
  }
  const pageRange = { ...range, upTo: top }
  for (const part of inJs) {
    const { entity, filter } = plan.parts[part] as PagePart
    changes.push(...(await rowsProjectedInJs(deps, auth, entity, filter, pageRange, initial)))
  }
  if (inPage.some((s) => s.rowId === null && !plan.inJs.has(s.part)))
    for (const row of await pageRowsJson(db, plan.rows, pageRange)) {
      const entity = (plan.parts[row.part] as PagePart).entity
      changes.push(changeJson(entity.name, row.id, row.seq, row.row))
    }
  changes.sort((a, b) => a.seq - b.seq)
  const cursor = hasMore ? top : Math.max(bound, query.cursor)
  const answer: PullPage = {
    reset: false,
    changes,
    cursor,
    hasMore,
    lastMutationId,
    rejected,
  }
  if (query.cursor === 0 && mode !== 'changes')
    answer.total = await countPageRows(db, plan.count, bound, first)
  return answer
}

/** What the device keeps (a partial mirror: sync/contracts/mirror-keep.ts), or a read reads, as its query says. */
function keepOf(query: PullQuery): PlanKeep {
  return {
    place:
      query.keepLevel && query.keepNode ? { level: query.keepLevel, id: query.keepNode } : null,
    from: query.keepFrom ?? null,
    ...(query.keepUntil !== undefined && { until: query.keepUntil }),
  }
}

/** What the pages read (pull-plan.ts): a phase of an initial sync, an initial sync whole, or changes. */
function pullMode(query: PullQuery): PullMode {
  if (query.phase) return query.phase
  return query.cursor === 0 ? 'initial' : 'changes'
}

/**
 * The first day of the previous month in Brasília: the first phase brings finance from it on.
 * Each request computes it; the rest leaves out only what matches the day it is given, which
 * can only move forward between the phases: at worst a row comes twice, never not at all.
 */
function firstPhaseDay(now: Date): string {
  return firstOfPreviousMonth(brasiliaTodayIso(now))
}

/** One entity's rows of a page projected by `rowFor` (fields hidden row by row, or a column type the database cannot serialize alike). */
async function rowsProjectedInJs(
  { db }: AppDeps,
  auth: AuthContext,
  entity: SyncEntity,
  filter: SQL,
  range: { after: number; upTo: number; limit: number },
  liveOnly: boolean,
): Promise<ChangeJson[]> {
  const rows = await changedRows(db, entity, filter, range, liveOnly)
  return rows.map((row) =>
    changeJson(
      entity.name,
      String(row.id),
      Number(row.seq),
      row.deletedAt ? null : JSON.stringify(rowFor(entity, auth, row)),
    ),
  )
}
