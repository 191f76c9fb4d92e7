import { z } from 'zod'
import { isIsoDate } from './dates'
import { KEEP_LEVELS } from './mirror-keep'
import { lazy } from './lazy'

/**
 * The sync protocol (docs/sync.md). The schema version is the version of the mutation
 * vocabulary (names and args); the server accepts MIN_SYNC_SCHEMA_VERSION..SYNC_SCHEMA_VERSION.
 */
export const SYNC_SCHEMA_VERSION = 1
export const MIN_SYNC_SCHEMA_VERSION = 1
/**
 * A push carries at most this many mutations and, past its first, this many bytes of them as
 * JSON: a service's tithes (~350 B each) go 500 a request, where 100 a request spent most of a
 * replay's server time on the requests themselves (docs/benchmarks.md, "Session 46"); 256 KiB
 * go up a 400 kbps link in about 5 s. The server's body limit stays larger (an older device's
 * batch of 100 of the largest mutations, server/http/body-limit.ts).
 */
export const MAX_PUSH_BATCH = 500
export const MAX_PUSH_BATCH_BYTES = 256 * 1024
export const MAX_PULL_LIMIT = 2000
/** How deep a mutation's args may nest (objects and arrays): real args nest 3 or 4 levels. */
export const MAX_ARGS_DEPTH = 32
/** How many values (objects, arrays, leaves) a mutation's args may hold. */
export const MAX_ARGS_VALUES = 20_000

/**
 * Whether a mutation's args stay within MAX_ARGS_DEPTH and MAX_ARGS_VALUES. Walked without
 * recursion, so 20,000-deep args are measured, not a stack overflow. The push body accepts any
 * args (one bad mutation must not refuse the whole batch); the server rejects a mutation whose
 * args are out of bounds permanently, before anything else reads them (docs/sync.md).
 */
export function argsWithinBounds(args: unknown): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: args, depth: 0 }]
  let values = 0
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!
    if (++values > MAX_ARGS_VALUES) return false
    if (value === null || typeof value !== 'object') continue
    if (depth >= MAX_ARGS_DEPTH) return false
    const children = Array.isArray(value) ? value : Object.values(value)
    for (const child of children as unknown[]) stack.push({ value: child, depth: depth + 1 })
  }
  return true
}

export const mutationSchema = lazy(() =>
  z.object({
    mutationId: z.number().int().min(1),
    name: z.string().min(1).max(100),
    args: z.unknown(),
    schemaVersion: z.number().int().min(1),
    createdAt: z.string().max(40),
  }),
)
export type Mutation = z.infer<typeof mutationSchema>

export const pushBodySchema = lazy(() =>
  z.object({
    clientId: z.uuid(),
    /** The schema version of the app that sends the batch. */
    schemaVersion: z.number().int().min(1),
    mutations: z.array(mutationSchema).max(MAX_PUSH_BATCH),
  }),
)
export type PushBody = z.infer<typeof pushBodySchema>

/** Why the server refused a mutation: the one API error shape, translated for the user. */
export const rejectionSchema = lazy(() =>
  z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
)
export type Rejection = z.infer<typeof rejectionSchema>

/**
 * applied: done now. duplicate: done before, answered as then (`previous`). rejected: can never
 * succeed (counted as applied). refused: the id was used before for different content.
 */
export const pushResultSchema = lazy(() =>
  z.object({
    mutationId: z.number().int(),
    status: z.enum(['applied', 'duplicate', 'rejected', 'refused']),
    previous: z.enum(['applied', 'rejected']).optional(),
    reason: rejectionSchema.optional(),
    answer: z.unknown().optional(),
  }),
)
export type PushResult = z.infer<typeof pushResultSchema>

/** Why the batch stopped before its end: a gap in ids, a mutation newer than the server, a transient error. */
export const pushStopSchema = lazy(() =>
  z.object({
    mutationId: z.number().int(),
    reason: z.enum(['gap', 'server_too_old', 'error']),
  }),
)

export const pushAnswerSchema = lazy(() =>
  z.object({
    data: z.object({
      lastMutationId: z.number().int(),
      results: z.array(pushResultSchema),
      stopped: pushStopSchema.optional(),
    }),
  }),
)
export type PushAnswer = z.infer<typeof pushAnswerSchema>['data']

export const pullQuerySchema = lazy(() =>
  z
    .object({
      clientId: z.uuid(),
      cursor: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(MAX_PULL_LIMIT).default(500),
      schemaVersion: z.coerce.number().int().min(1).default(SYNC_SCHEMA_VERSION),
      /** Rejections of mutations with an id at or above this one are sent (the device's oldest unconfirmed). */
      rejectedFrom: z.coerce.number().int().min(0).default(0),
      /**
       * An initial sync in two phases (docs/sync.md, "First what the screens need"): `first` pulls
       * from cursor 0 only what the first screens read; `rest` then pulls from cursor 0 all the
       * rest, leaving out the live rows of the first phase's filters up to `firstBound` (where the
       * first phase ended: the device holds them as they are there).
       */
      phase: z.enum(['first', 'rest']).optional(),
      firstBound: z.coerce.number().int().min(0).optional(),
      /**
       * A partial mirror (sync/contracts/mirror-keep.ts): the place the device keeps (both or
       * neither), and the first day of the dated rows it keeps.
       */
      keepLevel: z.enum(KEEP_LEVELS).optional(),
      keepNode: z.uuid().optional(),
      keepFrom: z.string().refine(isIsoDate).optional(),
      /** A read's last day of the dated rows (with `entities` only: a device keeps no upper bound). */
      keepUntil: z.string().refine(isIsoDate).optional(),
      /**
       * Only these entities (comma-separated names): a read of what the device does not keep
       * (`readFromServer`), not a sync. Unknown names read nothing.
       */
      entities: z
        .string()
        .max(1000)
        .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/)
        .optional(),
    })
    .refine((q) => (q.keepLevel === undefined) === (q.keepNode === undefined), {
      message: 'keepLevel and keepNode come together',
      path: ['keepNode'],
    })
    .refine((q) => q.keepUntil === undefined || q.entities !== undefined, {
      message: 'keepUntil bounds a read of entities',
      path: ['keepUntil'],
    }),
)
export type PullQuery = z.infer<typeof pullQuerySchema>

export const pullChangeSchema = lazy(() =>
  z.object({
    entity: z.string(),
    id: z.string(),
    seq: z.number().int(),
    /** Absent for a tombstone (deleted on the server or no longer visible). */
    // An object (checked cheaply: a page holds thousands of rows; their fields are the entity's).
    row: z
      .custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      )
      .optional(),
    deleted: z.boolean().optional(),
  }),
)
export type PullChange = z.infer<typeof pullChangeSchema>

export const pullAnswerSchema = lazy(() =>
  z.object({
    data: z.object({
      /** The user's role or place changed: clear the mirror and pull again from cursor 0. */
      reset: z.boolean(),
      changes: z.array(pullChangeSchema),
      cursor: z.number().int(),
      hasMore: z.boolean(),
      /** Rows to come from cursor 0 (first page of an initial sync), for a progress bar. */
      total: z.number().int().optional(),
      lastMutationId: z.number().int(),
      rejected: z.array(z.object({ mutationId: z.number().int(), reason: rejectionSchema })),
    }),
  }),
)
export type PullAnswer = z.infer<typeof pullAnswerSchema>['data']

/** The details of the 409 answered when the app is older than the server accepts. */
export const CLIENT_TOO_OLD = 'client_too_old'
