import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'

/**
 * Checks a Citus distribution script (server/db/citus/distribute.sql) against the drizzle
 * schema: the schema's tables, keys and foreign keys are modelled, the script's own changes
 * (new columns, renamed columns, replaced keys and indexes, new tables) are applied to the
 * model, then Citus's rules are checked. Reads the small subset of SQL the script is written
 * in; a statement outside it is a problem, so nothing the script does is silently skipped.
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

const normalType = (type: string) =>
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

/** Statements of a script: `--` comments removed, split on `;` outside quotes, whitespace folded. */
export function splitStatements(script: string): string[] {
  const statements: string[] = []
  let current = ''
  let quote: string | null = null
  for (let i = 0; i < script.length; i++) {
    const ch = script[i]!
    if (quote) {
      current += ch
      if (ch === quote) quote = null
      continue
    }
    if (ch === '-' && script[i + 1] === '-') {
      while (i < script.length && script[i] !== '\n') i++
      current += ' '
      continue
    }
    if (ch === "'" || ch === '"') quote = ch
    if (ch === ';') {
      statements.push(current)
      current = ''
      continue
    }
    current += ch
  }
  statements.push(current)
  return statements.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s.length > 0)
}

const ident = '"?([A-Za-z_][A-Za-z0-9_]*)"?'
const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1')

/** Splits `a, f(b, c), "d"` on its top-level commas. */
function topLevelItems(list: string): string[] {
  const items: string[] = []
  let depth = 0
  let current = ''
  for (const ch of list) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (ch === ',' && depth === 0) {
      items.push(current.trim())
      current = ''
      continue
    }
    current += ch
  }
  if (current.trim()) items.push(current.trim())
  return items
}

/** The text inside the first balanced parentheses at or after `from`, and where they end. */
function parenthesized(text: string, from: number): { inner: string; end: number } | null {
  const open = text.indexOf('(', from)
  if (open < 0) return null
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    if (text[i] === ')' && --depth === 0) return { inner: text.slice(open + 1, i), end: i + 1 }
  }
  return null
}

const keyColumns = (list: string) =>
  topLevelItems(list).map((item) => (new RegExp(`^${ident}$`).test(item) ? unquote(item) : null))

/** Applies the script to a copy of the model; returns the placements and the problems found. */
export function checkDistribution(
  script: string,
  schema: Map<string, TableModel>,
): { problems: string[]; placements: Map<string, Placement>; tables: Map<string, TableModel> } {
  const problems: string[] = []
  const tables = new Map<string, TableModel>()
  for (const [name, t] of schema)
    tables.set(name, {
      ...t,
      columns: new Map(t.columns),
      uniques: [...t.uniques],
      foreignKeys: [...t.foreignKeys],
    })
  const created = new Set<string>()
  const placements = new Map<string, Placement>()
  const table = (name: string, statement: string) => {
    const t = tables.get(name)
    if (!t) problems.push(`unknown table ${name} in: ${statement}`)
    return t
  }

  splitStatements(script).forEach((statement, order) => {
    let m: RegExpMatchArray | null
    if (/^(UPDATE|INSERT INTO|SET|CREATE INDEX) /i.test(statement)) return
    if ((m = statement.match(new RegExp(`^ALTER TABLE ${ident} (.*)$`, 'i')))) {
      const t = table(m[1]!, statement)
      if (!t) return
      const rest = m[2]!
      let a: RegExpMatchArray | null
      if ((a = rest.match(new RegExp(`^ADD COLUMN ${ident} (.*)$`, 'i')))) {
        t.columns.set(a[1]!, {
          type: normalType(a[2]!.replace(/\b(NOT NULL|NULL|DEFAULT .*)$/i, '')),
          notNull: /NOT NULL/i.test(a[2]!),
        })
      } else if ((a = rest.match(new RegExp(`^ALTER COLUMN ${ident} (SET|DROP) NOT NULL$`, 'i')))) {
        const column = t.columns.get(a[1]!)
        if (!column) problems.push(`${t.name}: no column ${a[1]} in: ${statement}`)
        else column.notNull = a[2]!.toUpperCase() === 'SET'
      } else if ((a = rest.match(new RegExp(`^RENAME COLUMN ${ident} TO ${ident}$`, 'i')))) {
        const [from, to] = [a[1]!, a[2]!]
        const column = t.columns.get(from)
        if (!column) return void problems.push(`${t.name}: no column ${from} in: ${statement}`)
        t.columns.delete(from)
        t.columns.set(to, column)
        const rename = (c: string | null) => (c === from ? to : c)
        if (t.primaryKey) t.primaryKey.columns = t.primaryKey.columns.map(rename)
        for (const u of t.uniques) u.columns = u.columns.map(rename)
        for (const f of t.foreignKeys) f.columns = f.columns.map((c) => (c === from ? to : c))
        for (const other of tables.values())
          for (const f of other.foreignKeys)
            if (f.table === t.name) f.foreignColumns = f.foreignColumns.map((c) => rename(c)!)
      } else if ((a = rest.match(new RegExp(`^DROP CONSTRAINT ${ident}$`, 'i')))) {
        const name = a[1]!
        const before = t.foreignKeys.length + t.uniques.length + (t.primaryKey ? 1 : 0)
        if (t.primaryKey?.name === name) t.primaryKey = null
        t.uniques = t.uniques.filter((u) => u.name !== name)
        t.foreignKeys = t.foreignKeys.filter((f) => f.name !== name)
        const after = t.foreignKeys.length + t.uniques.length + (t.primaryKey ? 1 : 0)
        if (after === before) problems.push(`${t.name}: no constraint ${name} in: ${statement}`)
      } else if (
        (a = rest.match(new RegExp(`^ADD CONSTRAINT ${ident} PRIMARY KEY \\((.*)\\)$`, 'i')))
      ) {
        if (t.primaryKey) problems.push(`${t.name}: a second primary key in: ${statement}`)
        t.primaryKey = { name: a[1]!, columns: keyColumns(a[2]!), partial: false }
      } else if ((a = rest.match(new RegExp(`^ADD CONSTRAINT ${ident} UNIQUE \\((.*)\\)$`, 'i')))) {
        t.uniques.push({ name: a[1]!, columns: keyColumns(a[2]!), partial: false })
      } else if (
        (a = rest.match(
          new RegExp(
            `^ADD CONSTRAINT ${ident} FOREIGN KEY \\((.*?)\\) REFERENCES ${ident} \\((.*?)\\)`,
            'i',
          ),
        ))
      ) {
        t.foreignKeys.push({
          name: a[1]!,
          columns: topLevelItems(a[2]!).map(unquote),
          table: a[3]!,
          foreignColumns: topLevelItems(a[4]!).map(unquote),
        })
      } else problems.push(`statement not understood: ${statement}`)
      return
    }
    if ((m = statement.match(new RegExp(`^DROP INDEX ${ident}$`, 'i')))) {
      const name = m[1]!
      let found = false
      for (const t of tables.values()) {
        const kept = t.uniques.filter((u) => u.name !== name)
        found ||= kept.length !== t.uniques.length
        t.uniques = kept
      }
      if (!found) problems.push(`no unique index ${name} in: ${statement}`)
      return
    }
    if ((m = statement.match(new RegExp(`^CREATE UNIQUE INDEX ${ident} ON ${ident}`, 'i')))) {
      const t = table(m[2]!, statement)
      const list = parenthesized(statement, m[0].length)
      if (!t || !list) return void (t && problems.push(`no column list in: ${statement}`))
      t.uniques.push({
        name: m[1]!,
        columns: keyColumns(list.inner),
        partial: /\bWHERE\b/i.test(statement.slice(list.end)),
      })
      return
    }
    if ((m = statement.match(new RegExp(`^CREATE TABLE ${ident}`, 'i')))) {
      const name = m[1]!
      const body = parenthesized(statement, m[0].length)
      if (!body) return void problems.push(`no column list in: ${statement}`)
      const t: TableModel = {
        name,
        columns: new Map(),
        primaryKey: null,
        uniques: [],
        foreignKeys: [],
      }
      for (const item of topLevelItems(body.inner)) {
        let c: RegExpMatchArray | null
        if ((c = item.match(new RegExp(`^(?:CONSTRAINT ${ident} )?PRIMARY KEY \\((.*)\\)$`, 'i'))))
          t.primaryKey = {
            name: c[1] ?? `${name}_pkey`,
            columns: keyColumns(c[2]!),
            partial: false,
          }
        else if ((c = item.match(new RegExp(`^(?:CONSTRAINT ${ident} )?UNIQUE \\((.*)\\)$`, 'i'))))
          t.uniques.push({ name: c[1] ?? '', columns: keyColumns(c[2]!), partial: false })
        else if ((c = item.match(new RegExp(`^${ident} (.*)$`)))) {
          const primary = /PRIMARY KEY/i.test(c[2]!)
          t.columns.set(c[1]!, {
            type: normalType(c[2]!.replace(/\b(NOT NULL|NULL|PRIMARY KEY|DEFAULT).*$/i, '')),
            notNull: primary || /NOT NULL/i.test(c[2]!),
          })
          if (primary) t.primaryKey = { name: `${name}_pkey`, columns: [c[1]!], partial: false }
        } else problems.push(`${name}: column definition not understood: ${item}`)
      }
      tables.set(name, t)
      created.add(name)
      return
    }
    if (
      (m = statement.match(
        /^SELECT create_distributed_table\(\s*'([^']+)'\s*,\s*'([^']+)'\s*(?:,\s*colocate_with\s*(?:=>|:=)\s*'([^']+)'\s*)?\)$/i,
      ))
    ) {
      if (placements.has(m[1]!)) problems.push(`${m[1]} is placed twice`)
      placements.set(m[1]!, {
        kind: 'distributed',
        column: m[2]!,
        colocateWith: m[3] ?? 'default',
        order,
      })
      return
    }
    if ((m = statement.match(/^SELECT create_reference_table\(\s*'([^']+)'\s*\)$/i))) {
      if (placements.has(m[1]!)) problems.push(`${m[1]} is placed twice`)
      placements.set(m[1]!, { kind: 'reference', order })
      return
    }
    problems.push(`statement not understood: ${statement}`)
  })

  // Every table of the schema, and every table the script creates, is placed.
  for (const name of tables.keys())
    if (!placements.has(name))
      problems.push(
        `${name}: ${created.has(name) ? 'created by the script' : 'in the schema'} but neither distributed nor a reference table`,
      )
  for (const name of placements.keys())
    if (!tables.has(name)) problems.push(`${name}: placed but not a table of the schema or script`)

  // Distribution columns, keys and colocation groups.
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

  // Foreign keys: to a reference table always; between distributed tables only inside one
  // colocation group, with the distribution column on both sides; never from a reference table
  // to a distributed one. The referenced columns must be a key of the target.
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
  return { problems, placements, tables }
}
