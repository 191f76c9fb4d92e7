import { z } from 'zod'
import { idSchema } from '../common'
import { lazy } from '../lazy'
import type { PartialBy } from '../mirror-keep'
import type { Permission } from '../permissions'

/**
 * The building blocks of the catalog (./entities.ts): what one synced entity and one of its
 * mutations declare. Pure data and zod schemas, shared by the device and the server.
 */

/** create: args = the new row (with its client-made `id`); update: `{ id, patch }` (changed fields only); delete: `{ id }`. */
export type MutationKind = 'create' | 'update' | 'delete'

/** The lowest node of the hierarchy a row belongs to ('client': the whole organisation's). */
export type ScopeLevel = 'client' | 'convention' | 'field' | 'sector' | 'church'

export interface MutationSpec<A extends z.ZodType = z.ZodType> {
  kind: MutationKind
  /** Checked by the device before queuing and by the server before running (a failure = validation_failed). */
  args: A
  /** The id of the row it changes; default `args.id`. */
  rowId?(args: z.output<A>): string
}

export interface EntitySpec<
  R extends z.ZodType = z.ZodType,
  M extends Record<string, MutationSpec> = Record<string, MutationSpec>,
> {
  /** The row as the server projects it and the device's mirror holds it. */
  row: R
  /** The device's Dexie indexes besides the primary key `id` (changing them needs a new DEVICE_DB_VERSION). */
  indexes: readonly string[]
  scope: ScopeLevel
  /** The permission that lets a user receive the entity's rows. */
  readPermission: Permission
  /** Every mutation the device may queue and the server must handle, by full name. */
  mutations: M
  /**
   * How a partial mirror narrows it (sync/contracts/mirror-keep.ts): `place`, only the kept
   * place's rows; `dated`, also only those dated (`date`) from the kept day on. Absent: kept whole.
   */
  partial?: PartialBy
}

export const idArgsSchema = lazy(() => z.object({ id: idSchema }))

/** Declares an entity (typed by what it is given). */
export const entity = <R extends z.ZodType, M extends Record<string, MutationSpec>>(
  spec: EntitySpec<R, M>,
): EntitySpec<R, M> => spec

/** A mutation of any kind with its own args schema. */
export const mutation = <A extends z.ZodType>(
  kind: MutationKind,
  args: A,
  rowId?: (args: z.output<A>) => string,
): MutationSpec<A> => (rowId ? { kind, args, rowId } : { kind, args })

/** A create: args = the new row. */
export const create = <A extends z.ZodType>(args: A): MutationSpec<A> => mutation('create', args)

/** An update: `{ id, patch }` where the patch has only the changed fields. */
export const update = <P extends z.ZodType>(patch: P) =>
  mutation(
    'update',
    lazy(() => z.object({ id: idSchema, patch })),
  )

/** A delete: `{ id }`. */
export const remove = () => mutation('delete', idArgsSchema)
