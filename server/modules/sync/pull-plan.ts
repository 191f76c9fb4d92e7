import type { SQL } from 'drizzle-orm'
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
import { readWhere, syncEntities, type SyncEntity } from './registry'
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

const MAX_PLANS = 256
const plans = new Map<string, PullPlan>()

/** The plan of `auth`'s pages (an initial sync's: without departures, live rows only), from the cache when it holds it; `fingerprint`: `auth`'s scope fingerprint when the caller has it. */
export function pullPlan(
  auth: AuthContext,
  initial: boolean,
  fingerprint = scopeFingerprint(auth),
): PullPlan {
  const scope = scopeOnly(auth)
  const key = `${fingerprint}:${scope.levelOrder}:${initial}`
  const cached = plans.get(key)
  if (cached) {
    plans.delete(key)
    plans.set(key, cached)
    return cached
  }
  const plan = buildPlan(scope, initial)
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

function buildPlan(auth: AuthContext, initial: boolean): PullPlan {
  const readable = syncEntities().filter((e) => hasPermission(auth.permissions, e.readPermission))
  const parts: PagePart[] = readable.map((entity) => ({ entity, filter: readWhere(entity, auth) }))
  // Rows that moved out of the user's scope since the cursor: tombstones (docs/members.md).
  const departures: DeparturePart[] = initial
    ? []
    : readable
        .filter((entity) => entity.moves)
        .map((entity) => ({ entity, filters: departureFilters(auth, entity) }))
  const inDatabase: (PagePart & { rowJson: SQL; part: number })[] = []
  const inJs = new Set<number>()
  parts.forEach(({ entity, filter }, part) => {
    const rowJson = rowJsonSql(entity, entity.hiddenFields?.(auth) ?? [])
    if (rowJson) inDatabase.push({ entity, filter, rowJson, part })
    else inJs.add(part)
  })
  return {
    parts,
    departures,
    inJs,
    seqs: compilePageSeqs(parts, departures, initial),
    rows: compilePageRows(inDatabase, initial),
    count: initial ? compilePageCount(parts) : null,
  }
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
