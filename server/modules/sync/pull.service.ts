import { hasPermission } from '../../../sync/contracts/permissions'
import type { PullAnswer, PullChange, PullQuery } from '../../../sync/contracts/sync'
import { scopeWhere, type ScopeColumns } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'
import type { AppDeps } from '../../http/app-env'
import { scopeFingerprint } from './fingerprint'
import { readWhere, rowFor, syncEntities, type SyncEntity } from './registry'
import {
  changedRows,
  countRows,
  departedRows,
  departureColumns,
  ensureClient,
  rejectedSince,
  setScopeFingerprint,
  stableSeqBound,
} from './sync.repo'
import { assertAppVersion } from './versions'

/** GET /sync/v1/pull: the rows of the user's scope changed after the cursor, in seq order, in pages. */
export async function pull(
  deps: AppDeps,
  auth: AuthContext,
  query: PullQuery,
): Promise<PullAnswer> {
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
  const readable = syncEntities().filter((e) => hasPermission(auth.permissions, e.readPermission))
  const initial = query.cursor === 0
  const candidates: { change: PullChange; seq: number }[] = []
  for (const entity of readable) {
    const filter = readWhere(entity, auth)
    const rows = await changedRows(
      db,
      entity,
      filter,
      query.cursor,
      bound,
      query.limit + 1,
      initial,
    )
    for (const row of rows) {
      const seq = Number(row.seq)
      const id = String(row.id)
      candidates.push({
        seq,
        change: row.deletedAt
          ? { entity: entity.name, id, seq, deleted: true }
          : { entity: entity.name, id, seq, row: rowFor(entity, auth, row) },
      })
    }
    if (initial || entity.readFilter) continue
    // Rows that moved out of the user's scope since the cursor: tombstones (docs/members.md).
    const moved = await departedRows(db, entity.name, departureFilters(auth, entity), {
      after: query.cursor,
      upTo: bound,
      limit: query.limit + 1,
    })
    for (const { rowId, seq } of moved)
      candidates.push({ seq, change: { entity: entity.name, id: rowId, seq, deleted: true } })
  }
  candidates.sort((a, b) => a.seq - b.seq)
  const hasMore = candidates.length > query.limit
  const page = candidates.slice(0, query.limit)
  const cursor = hasMore
    ? (page[page.length - 1]?.seq ?? query.cursor)
    : Math.max(bound, query.cursor)
  const answer: PullAnswer = {
    reset: false,
    changes: page.map((c) => c.change),
    cursor,
    hasMore,
    lastMutationId,
    rejected,
  }
  if (initial) {
    let total = 0
    for (const entity of readable)
      total += await countRows(db, entity, readWhere(entity, auth), bound)
    answer.total = total
  }
  return answer
}

/** The user's read filter over a departure's old place and over its new place (the entity's scope keys only). */
function departureFilters(auth: AuthContext, entity: SyncEntity) {
  const pick = (columns: ScopeColumns): ScopeColumns => {
    const picked: ScopeColumns = { clientId: columns.clientId }
    for (const key of ['conventionId', 'fieldId', 'sectorId', 'churchId'] as const)
      if (entity.scope[key] && columns[key]) picked[key] = columns[key]
    return picked
  }
  return {
    old: scopeWhere(auth, pick(departureColumns.old)),
    new: scopeWhere(auth, pick(departureColumns.new)),
  }
}
