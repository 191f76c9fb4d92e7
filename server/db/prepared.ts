import { PgTransaction } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './client'

/**
 * A hot query prepared once per database handle. On PostgreSQL it is a named statement: each
 * pooled connection parses and plans it once instead of on every request (the bearer check
 * went from ~1 ms to ~0.2 ms, docs/benchmarks.md). Inside a transaction it is prepared on the
 * transaction (same name and text, so its connection reuses the statement).
 *
 * `build` gets the handle and returns the drizzle query with `sql.placeholder`s for its values.
 */
export function preparedQuery<P>(
  name: string,
  build: (db: DbOrTx) => { prepare: (name: string) => P },
): (db: DbOrTx) => P {
  const cache = new WeakMap<object, P>()
  return (db) => {
    if (db instanceof PgTransaction) return build(db).prepare(name)
    let found = cache.get(db)
    if (!found) {
      found = build(db).prepare(name)
      cache.set(db, found)
    }
    return found
  }
}
