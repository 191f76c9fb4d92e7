import { applyScript } from './apply-script'
import type { KeyModel, Placement, TableModel } from './model'

/**
 * Checks a Citus distribution script (server/db/citus/distribute.sql) against the drizzle
 * schema: the schema's tables, keys and foreign keys are modelled (./model.ts), the script's
 * own changes are applied to the model (./apply-script.ts), then Citus's rules are checked
 * here: every table placed, distribution columns in every key, colocation, foreign keys.
 */
export function checkDistribution(
  script: string,
  schema: Map<string, TableModel>,
): { problems: string[]; placements: Map<string, Placement>; tables: Map<string, TableModel> } {
  const { tables, placements, created, problems } = applyScript(script, schema)

  // Every table of the schema, and every table the script creates, is placed.
  for (const name of tables.keys())
    if (!placements.has(name))
      problems.push(
        `${name}: ${created.has(name) ? 'created by the script' : 'in the schema'} but neither distributed nor a reference table`,
      )
  for (const name of placements.keys())
    if (!tables.has(name)) problems.push(`${name}: placed but not a table of the schema or script`)

  const groups = colocationGroups(tables, placements, problems)
  checkForeignKeys(tables, placements, groups, problems)
  return { problems, placements, tables }
}

/**
 * Distribution columns, keys and colocation groups: a distribution column exists, is not null
 * and is in every primary key and unique index of its table; a table colocated with another
 * comes after it and has the same column type. Returns each distributed table's group.
 */
function colocationGroups(
  tables: Map<string, TableModel>,
  placements: Map<string, Placement>,
  problems: string[],
): Map<string, string> {
  const groups = new Map<string, string>()
  const sorted = [...placements].sort((a, b) => a[1].order - b[1].order)
  for (const [name, p] of sorted) {
    const t = tables.get(name)
    if (!t || p.kind !== 'distributed') continue
    const column = t.columns.get(p.column!)
    if (!column) {
      problems.push(`${name}: distribution column ${p.column} does not exist`)
      continue
    }
    if (!column.notNull) problems.push(`${name}: distribution column ${p.column} may be null`)
    const keys = [...(t.primaryKey ? [t.primaryKey] : []), ...t.uniques]
    for (const key of keys)
      if (!key.columns.includes(p.column!))
        problems.push(
          `${name}: ${key === t.primaryKey ? 'primary key' : 'unique index'} ${key.name} (${key.columns.map((c) => c ?? '<expression>').join(', ')}) does not include the distribution column ${p.column}`,
        )
    const colocate = p.colocateWith ?? 'default'
    if (colocate === 'none') groups.set(name, name)
    else if (colocate === 'default') groups.set(name, `default:${column.type}`)
    else {
      const target = placements.get(colocate)
      const targetTable = tables.get(colocate)
      if (target?.kind !== 'distributed' || !targetTable || target.order > p.order) {
        problems.push(`${name}: colocated with ${colocate}, which is not distributed before it`)
        continue
      }
      const targetColumn = targetTable.columns.get(target.column!)
      if (targetColumn && targetColumn.type !== column.type)
        problems.push(
          `${name}: distribution column ${p.column} (${column.type}) colocated with ${colocate}.${target.column} (${targetColumn.type})`,
        )
      groups.set(name, groups.get(colocate) ?? colocate)
    }
  }
  return groups
}

/**
 * Foreign keys: to a reference table always; between distributed tables only inside one
 * colocation group, with the distribution column on both sides; never from a reference table
 * to a distributed one. The referenced columns must be a key of the target.
 */
function checkForeignKeys(
  tables: Map<string, TableModel>,
  placements: Map<string, Placement>,
  groups: Map<string, string>,
  problems: string[],
): void {
  for (const [name, p] of placements) {
    const t = tables.get(name)
    if (!t) continue
    for (const fk of t.foreignKeys) {
      const q = placements.get(fk.table)
      const target = tables.get(fk.table)
      if (!q || !target) continue
      if (fk.table !== name && q.order > p.order)
        problems.push(`${name}: foreign key ${fk.name} to ${fk.table}, which is placed after it`)
      const targetKeys = [...(target.primaryKey ? [target.primaryKey] : []), ...target.uniques]
      const sameSet = (key: KeyModel) =>
        !key.partial &&
        key.columns.length === fk.foreignColumns.length &&
        fk.foreignColumns.every((c) => key.columns.includes(c))
      if (!targetKeys.some(sameSet))
        problems.push(
          `${name}: foreign key ${fk.name} references ${fk.table} (${fk.foreignColumns.join(', ')}), which is not a primary key or unique constraint of it`,
        )
      if (q.kind === 'reference') continue
      if (p.kind === 'reference') {
        problems.push(
          `${name}: reference table with foreign key ${fk.name} to distributed table ${fk.table}`,
        )
        continue
      }
      if (groups.get(name) !== groups.get(fk.table))
        problems.push(`${name}: foreign key ${fk.name} to ${fk.table}, which is not colocated`)
      const at = fk.columns.indexOf(p.column!)
      if (at < 0 || fk.foreignColumns[at] !== q.column)
        problems.push(
          `${name}: foreign key ${fk.name} (${fk.columns.join(', ')}) -> ${fk.table} (${fk.foreignColumns.join(', ')}) does not pair ${name}.${p.column} with ${fk.table}.${q.column}`,
        )
    }
  }
}
