import { sql } from 'drizzle-orm'
import type { Tx } from '../client'
import { BackupError, type Column, type TableSection } from './format'
import { ident } from './sql'

/** Rows loaded per statement (or fewer, past this many characters). */
const LOAD_ROWS = 2000
const LOAD_CHARS = 4_000_000

/** One table being restored: its rows go in batches through json_populate_recordset. */
export class TableLoad {
  rows = 0
  private batch: string[] = []
  private chars = 0
  /** The INSERT up to its one parameter, and after it. */
  private readonly head: string
  private readonly tail = '::json) AS r'

  constructor(
    readonly section: TableSection,
    target: Column[],
  ) {
    const known = new Set(target.map((c) => c.name))
    const missing = section.columns.filter((c) => !known.has(c.name))
    if (missing.length > 0)
      throw new BackupError(
        `table ${section.name} has no column ${missing.map((c) => c.name).join(', ')} at the backup's migration: the file does not match its header`,
      )
    const table = `public.${ident(section.name)}`
    const names = section.columns.map((c) => ident(c.name)).join(', ')
    const values = section.columns
      .map((c) => (c.json ? `r.${ident(c.name)} -> 0` : `r.${ident(c.name)}`))
      .join(', ')
    this.head = `INSERT INTO ${table} (${names}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM json_populate_recordset(NULL::${table}, `
  }

  async add(tx: Tx, line: string): Promise<void> {
    this.batch.push(line)
    this.chars += line.length
    if (this.batch.length >= LOAD_ROWS || this.chars >= LOAD_CHARS) await this.flush(tx)
  }

  async flush(tx: Tx): Promise<void> {
    if (this.batch.length === 0) return
    const json = `[${this.batch.join(',')}]`
    const count = this.batch.length
    this.batch = []
    this.chars = 0
    await tx.execute(sql`${sql.raw(this.head)}${json}${sql.raw(this.tail)}`)
    this.rows += count
  }
}

/** A database error while loading: the file's fault, said with where. */
export function damaged(lineNo: number, table?: string) {
  return (err: unknown): never => {
    if (err instanceof BackupError) throw err
    // The database's own words (drizzle wraps them with the whole statement and its rows).
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err
    const what = (cause instanceof Error ? cause.message : String(cause)).slice(0, 300)
    throw new BackupError(
      `near line ${lineNo}${table ? ` (table ${table})` : ''}: the database refused the rows (${what}): nothing was restored`,
    )
  }
}
