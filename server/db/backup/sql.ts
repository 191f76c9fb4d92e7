import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../client'

/** A name quoted for SQL text (the catalog's names go into statements as text). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`
/** A string quoted as an SQL literal. */
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The rows of a query, on PGlite and PostgreSQL alike. */
export async function rowsOf<T>(db: DbOrTx, query: SQL | string): Promise<T[]> {
  const result = await db.execute(typeof query === 'string' ? sql.raw(query) : query)
  return (result as { rows: T[] }).rows
}
