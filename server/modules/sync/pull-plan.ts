import { and, gt, gte, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { CATALOG } from '../../../sync/contracts/catalog'
import {
  KEEP_EVERYTHING,
  type KeepPlace,
  type MirrorKeep,
} from '../../../sync/contracts/mirror-keep'
import { hasPermission } from '../../../sync/contracts/permissions'
import { scopeWhere, type ScopeColumns } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { CompiledStatement } from '../../db/compiled'
import { scopeFingerprint } from './fingerprint'
import { rowJsonSql } from './pull-json'
import {
  compilePageCount,
  compilePageRows,
  compilePageSeqs,
  type DeparturePart,
  type PagePart,
} from './pull-page.repo'
import { readWhere, syncEntities, type FirstSince, type SyncEntity } from './registry'
import { departureColumns } from './sync.repo'

/**
 * What a user's pull pages read, built once per scope: the readable tables with the user's filter,
 * the departures, and the page's statements compiled with the cursor, bound and limit as
 * placeholders. Users of one role at one place share it; a device pulling many pages builds no
 * SQL after its first.
 */
export interface PullPlan {
  parts: PagePart[]
  departures: DeparturePart[]
  /** Parts whose rows are projected in JS (`rowFor`): fields hidden row by row, or a column the database cannot serialize alike. */
  inJs: ReadonlySet<number>
  seqs: CompiledStatement | null
  rows: CompiledStatement | null
  /** An initial sync's total. */
  count: CompiledStatement | null
}

/**
 * Which pages: `changes` after a cursor (with tombstones and departures); an `initial` sync's
 * (live rows only, with a total); or an initial sync in two phases (docs/sync.md, "First what
 * the screens need"): its `first` phase (live rows of the entities' first filters only) and its
 * `rest` (as `changes` from cursor 0, without the first phase's live rows up to its end).
 */
export type PullMode = 'changes' | 'initial' | 'first' | 'rest'

/** The first-phase placeholders: the first day of the previous month, and where the first phase ended. */
const firstDay = sql`${sql.placeholder('firstDay')}`
const firstBound = sql.placeholder('firstBound')

/** What the pages keep: a device's partial mirror, or a read's (which may end on a day too). */
export type PlanKeep = MirrorKeep & { until?: string }

const MAX_PLANS = 256
const plans = new Map<string, PullPlan>()

/**
 * The plan of `auth`'s pages in this mode, from the cache when it holds it; `fingerprint`:
 * `auth`'s scope fingerprint when the caller has it; `keep`: what the device keeps (a partial
 * mirror, docs/sync.md), everything by default.
 */
export function pullPlan(
  auth: AuthContext,
  mode: PullMode,
  fingerprint = scopeFingerprint(auth),
  keep: PlanKeep = KEEP_EVERYTHING,
  entities?: string,
): PullPlan {
  const scope = scopeOnly(auth)
  const place = keep.place ? `${keep.place.level}=${keep.place.id}` : ''
  const key = `${fingerprint}:${scope.levelOrder}:${mode}:${place}:${keep.from ?? ''}:${keep.until ?? ''}:${entities ?? ''}`
  const cached = plans.get(key)
  if (cached) {
    plans.delete(key)
    plans.set(key, cached)
    return cached
  }
  const plan = buildPlan(scope, mode, keep, entities?.split(','))
  plans.set(key, plan)
  if (plans.size > MAX_PLANS) plans.delete(plans.keys().next().value as string)
  return plan
}

/**
 * The user as the read filters may see them: what the scope's fingerprint holds (role,
 * permissions, administrator, place) and the level. The rest is blank, so a filter that read
 * anything else (the user's id) could not be shared under the cache's key unnoticed: it would
 * read nothing for everyone.
 */
function scopeOnly(auth: AuthContext): AuthContext {
  return {
    userId: '',
    sessionId: '',
    name: '',
    email: '',
    language: 'pt-BR',
    roleId: auth.roleId,
    levelOrder: auth.levelOrder,
    permissions: auth.permissions,
    isAdministrator: auth.isAdministrator,
    node: auth.node,
  }
}

function buildPlan(
  auth: AuthContext,
  mode: PullMode,
  keep: PlanKeep,
  only?: readonly string[],
): PullPlan {
  const liveOnly = mode === 'initial' || mode === 'first'
  const readable = syncEntities().filter(
    (e) => hasPermission(auth.permissions, e.readPermission) && (!only || only.includes(e.name)),
  )
  const parts: PagePart[] = readable.flatMap((entity) => {
    const phase = phaseFilter(entity, auth, mode, keep)
    const filter = phase && and(phase, keptWhere(entity, keep, mode))
    return filter ? [{ entity, filter }] : []
  })
  // Rows that moved out of the user's scope (or the kept place) since the cursor: tombstones (docs/members.md).
  const departures: DeparturePart[] = liveOnly
    ? []
    : readable
        .filter((entity) => entity.moves)
        .map((entity) => ({ entity, filters: departureFilters(auth, entity, keep) }))
  const inDatabase: (PagePart & { rowJson: SQL; part: number })[] = []
  const inJs = new Set<number>()
  parts.forEach(({ entity, filter }, part) => {
    const rowJson = rowJsonSql(entity, entity.hiddenFields?.(auth) ?? [])
    if (rowJson) inDatabase.push({ entity, filter, rowJson, part })
    else if (entity.first && (mode === 'first' || mode === 'rest'))
      // Its rows are read by drizzle with the range's values: the phase's placeholders would be unbound.
      throw new Error(`sync entity ${entity.name}: a first filter needs its rows built as JSON`)
    else inJs.add(part)
  })
  return {
    parts,
    departures,
    inJs,
    seqs: compilePageSeqs(parts, departures, liveOnly),
    rows: compilePageRows(inDatabase, liveOnly),
    count: mode === 'changes' ? null : compilePageCount(parts),
  }
}

/**
 * The user's read filter over the entity in this mode; undefined: the mode reads none of it.
 * The first phase keeps the rows of the entity's first filter; the rest leaves out those of
 * them that the first phase delivered as they are: live, and not changed after it ended.
 */
function phaseFilter(
  entity: SyncEntity,
  auth: AuthContext,
  mode: PullMode,
  keep: MirrorKeep,
): SQL | undefined {
  const read = readWhere(entity, auth)
  if (mode === 'changes' || mode === 'initial') return read
  const since: FirstSince = { day: firstDay, narrow: keepsFew(keep) }
  const first = entity.first === 'all' ? sql`true` : entity.first?.(auth, since)
  if (mode === 'first') return first && and(read, first)
  if (!first) return read
  const t = entity.table
  return and(read, not(and(first, isNull(t.deletedAt), lte(t.seq, firstBound)) as SQL))
}

/**
 * What a partial mirror keeps of the entity (sync/contracts/mirror-keep.ts): the kept place's
 * rows and, for a dated entity, those dated from the kept day (and, for a read, up to its last
 * day). Only an initial sync's pages
 * narrow by date: in a pull of changes a row re-dated before the kept day must still reach the
 * device, which drops it (sync/engine/pull.ts); in the second phase, so must a row changed after
 * the first (its first-phase version may be on the device).
 */
function keptWhere(entity: SyncEntity, keep: PlanKeep, mode: PullMode): SQL | undefined {
  const partial = CATALOG[entity.name].partial
  if (!partial) return undefined
  const place = keep.place ? placeWhere(entity.scope, keep.place) : undefined
  if (partial !== 'dated' || mode === 'changes') return place
  if (keep.from === null && keep.until === undefined) return place
  const date = (entity.table as unknown as { date: AnyPgColumn }).date
  const dated = and(
    keep.from === null ? undefined : gte(date, keep.from),
    keep.until === undefined ? undefined : lte(date, keep.until),
  ) as SQL
  return and(place, mode === 'rest' ? or(dated, gt(entity.table.seq, firstBound)) : dated)
}

/** The device keeps one sector or one church: its rows are few enough for the first phase. */
const keepsFew = (keep: MirrorKeep) =>
  keep.place?.level === 'sector' || keep.place?.level === 'church'

/** The rows of the kept place, by its level's column (none if the entity has no such column). */
function placeWhere(columns: ScopeColumns, place: KeepPlace): SQL {
  const column = columns[`${place.level}Id`]
  return column ? sql`${column} = ${place.id}` : sql`false`
}

/** The user's read filter (and the kept place) over a departure's old place and over its new place (the entity's scope keys only). */
function departureFilters(auth: AuthContext, entity: SyncEntity, keep: MirrorKeep) {
  const pick = (columns: ScopeColumns): ScopeColumns => {
    const picked: ScopeColumns = { clientId: columns.clientId }
    for (const key of ['conventionId', 'fieldId', 'sectorId', 'churchId'] as const)
      if (entity.scope[key] && columns[key]) picked[key] = columns[key]
    return picked
  }
  const kept = (columns: ScopeColumns) =>
    keep.place && CATALOG[entity.name].partial ? placeWhere(columns, keep.place) : undefined
  const where = (columns: ScopeColumns) =>
    and(scopeWhere(auth, pick(columns)), kept(columns)) as SQL
  return { old: where(departureColumns.old), new: where(departureColumns.new) }
}
