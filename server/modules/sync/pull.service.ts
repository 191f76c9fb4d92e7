import type { SQL } from 'drizzle-orm'
import { hasPermission } from '../../../sync/contracts/permissions'
import type { PullQuery } from '../../../sync/contracts/sync'
import { scopeWhere, type ScopeColumns } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'
import type { AppDeps } from '../../http/app-env'
import { scopeFingerprint } from './fingerprint'
import { changeJson, rowJsonSql, type ChangeJson, type PullPage } from './pull-json'
import { readWhere, rowFor, syncEntities, type SyncEntity } from './registry'
import {
  changedRows,
  countPageRows,
  pageRowsJson,
  pageSeqs,
  stableSeqBound,
  type DeparturePart,
  type PagePart,
} from './pull-page.repo'
import { departureColumns, ensureClient, rejectedSince, setScopeFingerprint } from './sync.repo'
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
  const parts: PagePart[] = readable.map((entity) => ({ entity, filter: readWhere(entity, auth) }))
  // Rows that moved out of the user's scope since the cursor: tombstones (docs/members.md).
  const departures: DeparturePart[] = initial
    ? []
    : readable
        .filter((entity) => entity.moves)
        .map((entity) => ({ entity, filters: departureFilters(auth, entity) }))

  // 1. Where the page ends: the `limit + 1` smallest seqs (index scans, no rows parsed) of
  // every readable table and of the departures, in one statement.
  const seqs = await pageSeqs(db, parts, departures, range, initial)
  const hasMore = seqs.length > query.limit
  const inPage = hasMore ? seqs.slice(0, query.limit) : seqs
  const top = hasMore ? (inPage[inPage.length - 1]?.seq ?? bound) : bound

  // 2. The rows of the page, read once, from the tables that have some, as JSON built by the
  // database (one statement), or projected by `rowFor` where it cannot.
  const changes: ChangeJson[] = []
  const withRows = new Set<number>()
  for (const { part, seq, rowId } of inPage) {
    if (rowId === null) withRows.add(part)
    else {
      const entity = departures[part]?.entity
      if (entity) changes.push(changeJson(entity.name, rowId, seq, null))
    }
  }
  const pageRange = { ...range, upTo: top }
  const inDatabase: (PagePart & { rowJson: SQL; part: number })[] = []
  for (const part of withRows) {
    const { entity, filter } = parts[part] as PagePart
    const rowJson = rowJsonSql(entity, entity.hiddenFields?.(auth) ?? [])
    if (rowJson) inDatabase.push({ entity, filter, rowJson, part })
    else changes.push(...(await rowsProjectedInJs(deps, auth, entity, pageRange, initial)))
  }
  for (const row of await pageRowsJson(db, inDatabase, pageRange, initial)) {
    const entity = (parts[row.part] as PagePart).entity
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
  if (initial) answer.total = await countPageRows(db, parts, bound)
  return answer
}

/** One entity's rows of a page projected by `rowFor` (fields hidden row by row, or a column type the database cannot serialize alike). */
async function rowsProjectedInJs(
  { db }: AppDeps,
  auth: AuthContext,
  entity: SyncEntity,
  range: { after: number; upTo: number; limit: number },
  liveOnly: boolean,
): Promise<ChangeJson[]> {
  const rows = await changedRows(db, entity, readWhere(entity, auth), range, liveOnly)
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
