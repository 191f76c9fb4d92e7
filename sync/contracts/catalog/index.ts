import type { z } from 'zod'
import type { MutationKind, MutationSpec } from './define'
import { CATALOG } from './entities'

/**
 * The names and types every layer takes from the catalog: a wrong entity or mutation name, or
 * wrong args, is a type error (sync/contracts/catalog/catalog.typecheck.ts proves it).
 */
export { CATALOG }
export type { EntitySpec, MutationKind, MutationSpec, ScopeLevel } from './define'
export { idArgsSchema } from './define'

type Catalog = typeof CATALOG
export type EntityName = keyof Catalog
/** A row of an entity as the server projects it and the mirror holds it. */
export type EntityRow<E extends EntityName> = z.output<Catalog[E]['row']>

type MutationsOf<E extends EntityName> = Catalog[E]['mutations']
type MutationEntry = {
  [E in EntityName]: {
    [N in keyof MutationsOf<E> & string]: { name: N; entity: E; spec: MutationsOf<E>[N] }
  }[keyof MutationsOf<E> & string]
}[EntityName]
type MutationTable = { [M in MutationEntry as M['name']]: M }

export type MutationName = keyof MutationTable
/** The entity whose rows a mutation changes. */
export type MutationEntity<N extends MutationName> = MutationTable[N]['entity']
/** What a caller passes (defaults may be left out). */
export type MutationArgs<N extends MutationName> = z.input<MutationTable[N]['spec']['args']>
/** What the args parse to: what the server's handler receives. */
export type ParsedMutationArgs<N extends MutationName> = z.output<MutationTable[N]['spec']['args']>

export const ENTITY_NAMES = Object.keys(CATALOG) as EntityName[]

export interface CatalogMutation {
  name: MutationName
  entity: EntityName
  kind: MutationKind
  args: z.ZodType
  rowId?: (args: unknown) => string
}

/** Every mutation of the catalog by name, with its entity. */
export const MUTATIONS: ReadonlyMap<MutationName, CatalogMutation> = new Map(
  ENTITY_NAMES.flatMap((entity) =>
    Object.entries(CATALOG[entity].mutations as Record<string, MutationSpec>).map(
      ([name, spec]): [MutationName, CatalogMutation] => [
        name as MutationName,
        {
          name: name as MutationName,
          entity,
          kind: spec.kind,
          args: spec.args,
          ...(spec.rowId ? { rowId: (args: unknown) => spec.rowId?.(args) ?? '' } : {}),
        },
      ],
    ),
  ),
)

export const isMutationName = (name: string): name is MutationName =>
  MUTATIONS.has(name as MutationName)
export const isEntityName = (name: string): name is EntityName => name in CATALOG
