import { hasPermission } from '../../../sync/contracts/permissions'
import type { PullChange, PullQuery } from '../../../sync/contracts/sync'
import { scopeWhere, type ScopeColumns } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'
import type { AppDeps } from '../../http/app-env'
import { scopeFingerprint } from './fingerprint'
import { changeJson, rowJsonSql, type ChangeJson, type PullPage } from './pull-json'
import { readWhere, rowFor, syncEntities, type SyncEntity } from './registry'
import {
  changedRows,
  changedRowsJson,
  changedSeqs,
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
  const readable = syncEntities().filter((e) => hasPermission(auth.permissions, e.readPermission))
  const initial = query.cursor === 0
  const range = { after: query.cursor, upTo: bound, limit: query.limit + 1 }

  // 1. Where the page ends: the seqs only (an index scan, no rows parsed) of every readable
  // table and of the departures; the page is the `limit` smallest. Once `limit + 1` are known,
  // nothing above the largest of them can be in the page: later tables are read up to it.
  const heads = new Map<SyncEntity, number>()
  let seqs: number[] = []
  const moved: PullChange[] = []
  const keep = (found: number[]) => {
    seqs.push(...found)
    seqs.sort((a, b) => a - b)
    if (seqs.length <= query.limit) return
    seqs = seqs.slice(0, query.limit + 1)
    range.upTo = seqs[query.limit] ?? range.upTo
  }
  for (const entity of readable) {
    const found = await changedSeqs(db, entity, readWhere(entity, auth), range, initial)
    if (found[0] !== undefined) heads.set(entity, found[0])
    keep(found)
    if (initial || !entity.moves) continue
    // Rows that moved out of the user's scope since the cursor: tombstones (docs/members.md).
    const departed = await departedRows(db, entity.name, departureFilters(auth, entity), range)
    for (const { rowId, seq } of departed)
      moved.push({ entity: entity.name, id: rowId, seq, deleted: true })
    keep(departed.map((d) => d.seq))
  }
  const hasMore = seqs.length > query.limit
  const top = hasMore ? (seqs[query.limit - 1] ?? bound) : bound

  // 2. The rows of the page, read once, from the tables that have some, as JSON built by the database.
  const changes: ChangeJson[] = moved
    .filter((c) => c.seq <= top)
    .map((c) => changeJson(c.entity, c.id, c.seq, null))
  for (const [entity, head] of heads)
    if (head <= top)
      changes.push(...(await pageRows(deps, auth, entity, { ...range, upTo: top }, initial)))
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
  if (initial) {
    let total = 0
    for (const entity of readable)
      total += await countRows(db, entity, readWhere(entity, auth), bound)
    answer.total = total
  }
  return answer
}

/** One entity's rows of a page, serialized: JSON built by the database, or by `rowFor` when it cannot. */
async function pageRows(
  { db }: AppDeps,
  auth: AuthContext,
  entity: SyncEntity,
  range: { after: number; upTo: number; limit: number },
  liveOnly: boolean,
): Promise<ChangeJson[]> {
  const where = readWhere(entity, auth)
  const rowJson = rowJsonSql(entity, entity.hiddenFields?.(auth) ?? [])
  if (rowJson) {
    const rows = await changedRowsJson(db, entity, rowJson, where, range, liveOnly)
    return rows.map(({ seq, id, row }) => changeJson(entity.name, id, seq, row))
  }
  const rows = await changedRows(db, entity, where, range, liveOnly)
  return rows.map((row) =>
    changeJson(
      entity.name,
      String(row.id),
      Number(row.seq),
      row.deletedAt ? null : JSON.stringify(rowFor(entity, auth, row)),
    ),
  )
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
