import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'

/**
 * The tables as the Citus check sees them: columns (type, null or not), primary key, unique
 * keys and foreign keys; first read from the drizzle schema, then changed by the distribution
 * script's own statements (./apply-script.ts).
 */

export interface ColumnModel {
  type: string
  notNull: boolean
}
export interface KeyModel {
  name: string
  /** null: an expression (never the distribution column itself). */
  columns: (string | null)[]
  partial: boolean
}
export interface ForeignKeyModel {
  name: string
  columns: string[]
  table: string
  foreignColumns: string[]
}
export interface TableModel {
  name: string
  columns: Map<string, ColumnModel>
  primaryKey: KeyModel | null
  uniques: KeyModel[]
  foreignKeys: ForeignKeyModel[]
}
export interface Placement {
  kind: 'distributed' | 'reference'
  column?: string
  colocateWith?: string
  /** Position in the script: referenced tables must come first. */
  order: number
}

/** A column type without its size or precision, in lower case: `varchar(80)` is `varchar`. */
export const normalType = (type: string) =>
  type
    .replace(/\(.*\)/, '')
    .trim()
    .toLowerCase()

/** The model of every table of a drizzle schema module (its exports that are tables). */
export function modelOfSchema(exports: Record<string, unknown>): Map<string, TableModel> {
  const models = new Map<string, TableModel>()
  for (const value of Object.values(exports)) {
    let config: ReturnType<typeof getTableConfig>
    try {
      config = getTableConfig(value as PgTable)
    } catch {
      continue
    }
    if (!config.name || !Array.isArray(config.columns)) continue
    const columns = new Map<string, ColumnModel>()
    for (const c of config.columns)
      columns.set(c.name, { type: normalType(c.getSQLType()), notNull: c.notNull || c.primary })
    const single = config.columns.filter((c) => c.primary)
    const composite = config.primaryKeys[0]
    const primaryKey: KeyModel | null = composite
      ? { name: composite.getName(), columns: composite.columns.map((c) => c.name), partial: false }
      : single.length > 0
        ? { name: `${config.name}_pkey`, columns: single.map((c) => c.name), partial: false }
        : null
    const uniques: KeyModel[] = [
      ...config.indexes
        .filter((i) => i.config.unique)
        .map((i) => ({
          name: i.config.name ?? '',
          columns: i.config.columns.map((c) =>
            'name' in c && typeof c.name === 'string' ? c.name : null,
          ),
          partial: Boolean(i.config.where),
        })),
      ...config.uniqueConstraints.map((u) => ({
        name: u.getName() ?? '',
        columns: u.columns.map((c) => c.name),
        partial: false,
      })),
    ]
    const foreignKeys = config.foreignKeys.map((f) => {
      const ref = f.reference()
      return {
        name: f.getName(),
        columns: ref.columns.map((c) => c.name),
        table: getTableConfig(ref.foreignTable).name,
        foreignColumns: ref.foreignColumns.map((c) => c.name),
      }
    })
    models.set(config.name, { name: config.name, columns, primaryKey, uniques, foreignKeys })
  }
  return models
}
