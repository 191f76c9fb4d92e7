import type { z } from 'zod'
import {
  CATALOG,
  ENTITY_NAMES,
  MUTATIONS,
  type MutationKind,
  type MutationName,
  type ParsedMutationArgs,
} from '../contracts/catalog'
import { mergeRoll } from '../contracts/ebd'
import type { PartialBy } from '../contracts/mirror-keep'

/**
 * What the device mirrors and which mutations it can queue, derived from the catalog
 * (sync/contracts/catalog): one table per entity with its indexes, one entry per mutation.
 * Adding an entity: docs/adding-an-entity.md (and a new DEVICE_DB_VERSION when tables change).
 */
export interface DeviceEntity {
  name: string
  /** Dexie indexes besides the primary key `id`. */
  indexes: readonly string[]
  /** How a partial mirror narrows it (the catalog's `partial`). */
  partial?: PartialBy
}

export type { MutationKind }

type Row = Record<string, unknown>

/** create: args = the new row (with its client-made `id`); update: `{ id, patch }` (changed fields only); delete: `{ id }`. */
export interface DeviceMutation {
  name: string
  entity: string
  kind: MutationKind
  /** Checked before queuing: what fails here is never queued (the form shows it). */
  args?: z.ZodType
  /** The id of the row of `entity` it changes; default `args.id`. */
  rowId?: (args: unknown) => string
  /** A custom optimistic effect (default: by kind); undefined = no row. */
  apply?: (row: Row | undefined, args: unknown) => Row | undefined
}

/** Bump when an entity or its indexes change: Dexie upgrades the mirror and keeps the outbox. */
export const DEVICE_DB_VERSION = 10

export const DEVICE_ENTITIES: readonly DeviceEntity[] = ENTITY_NAMES.map((name) => {
  const { indexes, partial } = CATALOG[name]
  return partial ? { name, indexes, partial } : { name, indexes }
})

/** How a partial mirror narrows the entity (sync/contracts/mirror-keep.ts); undefined: kept whole. */
export function partialOf(entity: string): PartialBy | undefined {
  return DEVICE_ENTITIES.find((e) => e.name === entity)?.partial
}

/** Optimistic effects other than the kind's default, typed by each mutation's parsed args. */
const OPTIMISTIC: {
  [N in MutationName]?: (row: Row | undefined, args: ParsedMutationArgs<N>) => Row | undefined
} = {
  // The member moves to the destination until the server's row arrives; the transfer record comes with the pull.
  'member.transfer': (row, { to, date }) =>
    row && {
      ...row,
      conventionId: to.conventionId,
      // Not given: unknown until the server's row arrives (never the origin's, which would be wrong).
      fieldId: to.fieldId ?? null,
      sectorId: to.sectorId ?? null,
      churchId: to.churchId,
      // The destination's member since the transfer, by letter (as the server records it).
      admissionDate: date,
      admissionWay: 'letter',
    },
  'member.approve': (row) => row && { ...row, approval: 'approved' },
  // One roll per class and Sunday (docs/ebd.md): a save creates it or merges marks per student.
  'ebdRoll.save': (row, args) => ({ takenBy: null, ...mergeRoll(row, args) }),
}

const mutations = new Map<string, DeviceMutation>()
for (const m of MUTATIONS.values()) {
  const apply = OPTIMISTIC[m.name] as DeviceMutation['apply']
  mutations.set(m.name, {
    name: m.name,
    entity: m.entity,
    kind: m.kind,
    args: m.args,
    ...(m.rowId ? { rowId: m.rowId } : {}),
    ...(apply ? { apply } : {}),
  })
}

/** Adds a mutation outside the catalog (the protocol tests' `test.*` mutations). */
export function registerDeviceMutation(mutation: DeviceMutation): void {
  if (!DEVICE_ENTITIES.some((e) => e.name === mutation.entity))
    throw new Error(`sync: unknown entity ${mutation.entity}`)
  mutations.set(mutation.name, mutation)
}

export function deviceMutation(name: string): DeviceMutation | undefined {
  return mutations.get(name)
}

export function deviceMutationNames(): string[] {
  return [...mutations.keys()]
}
