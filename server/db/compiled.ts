import { createHash } from 'node:crypto'
import type { Query, SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './client'

/**
 * A raw statement turned into its text once and run many times. drizzle rebuilds a query's text
 * from its chunks on every `execute`; for the pull's UNION ALL over ~25 tables that was ~13 % of
 * the server's CPU under load (docs/benchmarks.md, session 16). Build the statement with
 * `sql.placeholder`s for what changes per request, compile it once, and run it with the values.
 * On PostgreSQL it is also a named statement (named after its text), so each pooled connection
 * parses and plans it once.
 */
export interface CompiledStatement {
  query: Query
  name: string
}

/** The dialect only turns chunks into text and parameters: it holds no connection or driver. */
const dialect = new PgDialect()

export function compileStatement(statement: SQL): CompiledStatement {
  const query = dialect.sqlToQuery(statement)
  const hash = createHash('sha256').update(query.sql).digest('hex').slice(0, 24)
  return { query: { sql: query.sql, params: query.params }, name: `compiled_${hash}` }
}

/** Runs a compiled statement with the values of its placeholders; its rows as the driver reads them. */
export async function runCompiled<T>(
  db: DbOrTx,
  statement: CompiledStatement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(statement.query, undefined, statement.name, false)
  const result = (await prepared.execute(values)) as { rows: T[] }
  return result.rows
}
