import type { InferSelectModel, SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import {
  CATALOG,
  ENTITY_NAMES,
  MUTATIONS,
  type EntityName,
  type MutationName,
  type ParsedMutationArgs,
} from '../../../sync/contracts/catalog'
import type { Permission } from '../../../sync/contracts/permissions'
import type { AuthContext } from '../../access/auth-context'
import { scopeWhere, type ScopeColumns } from '../../access/access'
import type { Tx } from '../../db/client'
import type { AppDeps } from '../../http/app-env'

/** What a replayed mutation runs with: its own transaction and the caller's access as it is NOW. */
export interface MutationContext {
  tx: Tx
  auth: AuthContext
  deps: AppDeps
}

/** One mutation name: its args contract and the service call that applies it (rules and access live in the service). */
export interface SyncMutation {
  kind: 'create' | 'update' | 'delete'
  /** Parses the args; a failure is a permanent rejection (validation_failed). */
  args: z.ZodType
  /** The id of the row it changes, for the history. */
  rowId: (args: unknown) => string | undefined
  run: (ctx: MutationContext, args: unknown) => Promise<unknown>
  /**
   * Applies consecutive mutations of this name in one go (docs/sync.md, "Batched replay"):
   * every one as `run` would, or throws having done nothing the caller keeps (it rolls back and
   * replays them one by one). Answers each one's answer, in order.
   */
  runMany?: (ctx: MutationContext, args: readonly unknown[]) => Promise<unknown[]>
}

/** The columns every synced table has. */
type SyncedTable = PgTable & { id: AnyPgColumn; seq: AnyPgColumn; deletedAt: AnyPgColumn }

/** A field of the projection computed from the row's columns (users' `emailConfirmed`). */
export interface ComputedField {
  /** The value in SQL, over the entity's table (pull pages are built by the database). */
  sql: SQL
  /** The same value from a raw row (history). */
  value: (row: Record<string, unknown>) => unknown
}

/** Columns no projection ever carries: the tombstone and the change sequence travel beside the row. */
export const NEVER_PROJECTED = ['deletedAt', 'seq'] as const

/** How the server reads and projects one entity; the catalog gives its name, read permission and mutations. */
export interface ServerEntity {
  /** The device table name and the `entity` of pull changes ('fields'): the catalog's name. */
  name: EntityName
  table: SyncedTable
  /** The hierarchy columns scopeWhere filters by (a node carries its own id as its column). */
  scope: ScopeColumns
  /**
   * The projection, as REST's (never secrets: users carry no password hash): every column but
   * `NEVER_PROJECTED` and `omit`, plus the computed fields. Declared, so that the database can
   * build a pull page's JSON (pull-json.ts) and `toRow` gives the same row for the history.
   */
  omit: readonly string[]
  computed: Readonly<Record<string, ComputedField>>
  toRow: (row: Record<string, unknown>) => Record<string, unknown>
  /** Fields this user must not receive (e.g. salaries without a treasury permission): left out of pull and history answers. */
  hiddenFields?: (auth: AuthContext) => readonly string[]
  /** Fields hidden from this user in THIS row (a transfer's far end): such pages are projected row by row in JS. */
  hiddenInRow?: (auth: AuthContext, row: Record<string, unknown>) => readonly string[]
  /** What the user may read, when `scopeWhere(auth, scope)` is not it (a row readable from two places). Such rows never move. */
  readFilter?: (auth: AuthContext) => SQL
  /** Rows can change place: the table has the departure trigger (sync_departures) and pull sends their departures. */
  moves?: boolean
  /**
   * What the first phase of an initial sync brings of this entity (docs/sync.md, "First what
   * the screens need"): every readable row ('all'), the rows the filter keeps, or none (absent,
   * or a filter that answers undefined for this user): they come in the second phase. A filter
   * reads only the row's own columns and the user's scope, never the time but through `since`.
   */
  first?: 'all' | ((auth: AuthContext, since: FirstSince) => SQL | undefined)
}

/** What a first-phase filter may compare with: the first day of the previous month in Brasília (`YYYY-MM-DD`), a value of each request. */
export interface FirstSince {
  day: SQL
  /** The device keeps one sector or church only (a partial mirror): its rows are few, whoever the user is. */
  narrow?: boolean
}

/**
 * The user works at a church or a sector: its members and its recent finance rows are a few
 * thousand at most, fit for the first phase. Above (a field, a convention, the administrator)
 * they are tens of thousands whatever the month (docs/benchmarks.md): the first phase brings
 * only the monthly totals the figures read, and the rows come second.
 */
export function firstPhaseTakesRows(auth: AuthContext, since?: FirstSince): boolean {
  return since?.narrow === true || (auth.node.sectorId !== null && !auth.isAdministrator)
}

/** A synced entity as the server runs it: its server side plus the catalog's read permission and mutations. */
export interface SyncEntity extends ServerEntity {
  readPermission: Permission
  mutations: Record<string, SyncMutation>
}

/** Declares the server side of a catalog entity. Typed against its table, stored erased. */
export function defineEntity<E extends EntityName, T extends SyncedTable>(
  name: E,
  def: Omit<ServerEntity, 'name' | 'table' | 'omit' | 'computed' | 'toRow'> & {
    table: T
    omit?: readonly (keyof InferSelectModel<T> & string)[]
    computed?: Record<string, ComputedField>
  },
): ServerEntity & { name: E } {
  const omit = def.omit ?? []
  const computed = def.computed ?? {}
  const dropped = new Set<string>([...NEVER_PROJECTED, ...omit])
  const toRow = (row: Record<string, unknown>) => {
    const projected: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(row)) if (!dropped.has(key)) projected[key] = value
    for (const [key, field] of Object.entries(computed)) projected[key] = field.value(row)
    return projected
  }
  return { ...def, name, omit, computed, toRow }
}

/** The service call that applies one mutation of the catalog, with its parsed args. */
export interface Handler<N extends MutationName> {
  run: (ctx: MutationContext, args: ParsedMutationArgs<N>) => Promise<unknown>
  /** The batch form of `run`, where a service has one (SyncMutation.runMany). */
  runMany?: (ctx: MutationContext, args: readonly ParsedMutationArgs<N>[]) => Promise<unknown[]>
  /** false: the service writes the row's history itself (no generic entry). */
  history?: false
}

/** Every mutation of the catalog has one handler: server/sync-catalog.ts is checked against this. */
export type Handlers = { [N in MutationName]: Handler<N> }

/** Every entity of the catalog has one server definition. */
export type ServerEntities = { [E in EntityName]: ServerEntity & { name: E } }

type IdArgs = { id?: string }
export type PatchOf<N extends MutationName> =
  ParsedMutationArgs<N> extends { patch: infer P } ? P : never

/**
 * The one helper that maps a catalog mutation to its service: a create runs `(ctx, input)` and
 * answers `{ id }`, an update `(ctx, id, patch)`, a delete `(ctx, id)`; both answer null.
 */
export const service = {
  create: <N extends MutationName>(
    run: (ctx: MutationContext, input: ParsedMutationArgs<N>) => Promise<unknown>,
    /** The service's batch create, when it has one: all or nothing. */
    runMany?: (ctx: MutationContext, inputs: readonly ParsedMutationArgs<N>[]) => Promise<unknown>,
  ): Handler<N> => {
    const answer = (args: ParsedMutationArgs<N>) => ({ id: (args as IdArgs).id ?? null })
    const handler: Handler<N> = {
      run: async (ctx, args) => {
        await run(ctx, args)
        return answer(args)
      },
    }
    if (runMany)
      handler.runMany = async (ctx, inputs) => {
        await runMany(ctx, inputs)
        return inputs.map(answer)
      }
    return handler
  },
  update: <N extends MutationName>(
    run: (ctx: MutationContext, id: string, patch: PatchOf<N>) => Promise<unknown>,
  ): Handler<N> => ({
    run: async (ctx, args) => {
      const { id, patch } = args as unknown as { id: string; patch: PatchOf<N> }
      await run(ctx, id, patch)
      return null
    },
  }),
  delete: <N extends MutationName>(
    run: (ctx: MutationContext, id: string) => Promise<unknown>,
  ): Handler<N> => ({
    run: async (ctx, args) => {
      await run(ctx, (args as unknown as { id: string }).id)
      return null
    },
  }),
}

const entities = new Map<string, SyncEntity>()
const mutations = new Map<string, { entity: SyncEntity; mutation: SyncMutation }>()

/**
 * Installs the server's catalog (server/sync-catalog.ts composes every module's entities and
 * handlers): each entity gets its read permission and mutations from sync/contracts/catalog.
 */
export function installSyncCatalog(defs: ServerEntities, handlers: Handlers): void {
  for (const name of ENTITY_NAMES) {
    const def: ServerEntity = defs[name]
    const readPermission: Permission = CATALOG[name].readPermission
    entities.set(name, { ...def, readPermission, mutations: {} })
  }
  for (const spec of MUTATIONS.values()) {
    const handler = handlers[spec.name] as Handler<MutationName>
    const rowOf = spec.rowId ?? ((args: unknown) => (args as IdArgs).id)
    registerMutation(spec.entity, spec.name, {
      kind: spec.kind,
      args: spec.args,
      rowId: handler.history === false ? () => undefined : (args) => rowOf(args),
      run: (ctx, args) => handler.run(ctx, args as never),
      ...(handler.runMany && {
        runMany: (ctx: MutationContext, args: readonly unknown[]) =>
          (handler.runMany as NonNullable<typeof handler.runMany>)(ctx, args as never),
      }),
    })
  }
}

/** Adds a mutation outside the catalog to an installed entity (the protocol tests' `test.*`). */
export function registerMutation(entityName: string, name: string, mutation: SyncMutation): void {
  const entity = entities.get(entityName)
  if (!entity) throw new Error(`sync: unknown entity ${entityName}`)
  entity.mutations[name] = mutation
  mutations.set(name, { entity, mutation })
}

/** Typed helper for a mutation outside the catalog: `run` receives the parsed args. */
export function defineMutation<S extends z.ZodType>(def: {
  kind: SyncMutation['kind']
  args: S
  rowId: (args: z.output<S>) => string | undefined
  run: (ctx: MutationContext, args: z.output<S>) => Promise<unknown>
}): SyncMutation {
  return def as SyncMutation
}

/** The rows a user may read of an entity (SQL). */
export function readWhere(entity: SyncEntity, auth: AuthContext): SQL {
  return entity.readFilter ? entity.readFilter(auth) : scopeWhere(auth, entity.scope)
}

/** The entity's projection for this user: toRow without the fields the user must not receive. */
export function rowFor(
  entity: SyncEntity,
  auth: AuthContext,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const projected = entity.toRow(row)
  for (const key of entity.hiddenFields?.(auth) ?? []) delete projected[key]
  for (const key of entity.hiddenInRow?.(auth, row) ?? []) delete projected[key]
  return projected
}

export function syncEntities(): SyncEntity[] {
  return [...entities.values()]
}

export function findMutation(
  name: string,
): { entity: SyncEntity; mutation: SyncMutation } | undefined {
  return mutations.get(name)
}
