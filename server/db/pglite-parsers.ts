import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { inlineParams } from './pglite-inline'

/**
 * The types drizzle's PGlite driver reads as text (timestamps, dates, intervals and their
 * arrays; numeric[]), exactly as drizzle-orm/pglite/session.js lists them.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

type Query = PGlite['query']
type Exec = PGlite['exec']

/**
 * drizzle's queries without its parsers (installed once instead), and, when every parameter
 * is a plain value, through the simple protocol with the values inlined (pglite-inline.ts).
 */
const simpler = (query: Query, exec: Exec): Query =>
  (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const own = options && { ...options, parsers: undefined }
    const inlined = params?.length ? inlineParams(text, params) : text
    if (inlined === undefined) return query(text, params, own)
    const results = await exec(inlined, own)
    const last = results.at(-1)
    if (!last) throw new Error('PGlite answered no result')
    return last
  }) as Query

/**
 * drizzle's PGlite driver sends its parsers with EVERY query, and PGlite then copies its ~300
 * type parsers into a new object per query (about 0.1-0.2 ms each: most of a one-row query's
 * cost). Install drizzle's parsers on the client once, and hand drizzle a view of the client
 * whose queries (and those of its transactions) leave them out: the same results, once.
 */
export function parseOnce(client: PGlite): PGlite {
  const asText = (value: string) => value
  for (const type of TEXT_TYPES) client.parsers[type] = asText
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) =>
      fn(
        replacing(tx, {
          query: simpler(
            (...args) => tx.query(...args),
            (...args) => tx.exec(...args),
          ),
        }),
      ),
    )
  return replacing(client, {
    query: simpler(client.query.bind(client), client.exec.bind(client)),
    transaction,
  })
}

/** A view of `target` with some members replaced; the rest read from (and bound to) the target. */
function replacing<T extends object>(target: T, members: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === 'string' && key in members) return members[key]
      const value: unknown = Reflect.get(object, key, object)
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value
    },
  })
}
