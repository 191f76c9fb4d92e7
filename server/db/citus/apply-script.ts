import { normalType, type Placement, type TableModel } from './model'
import {
  ident,
  keyColumns,
  parenthesized,
  splitStatements,
  topLevelItems,
  unquote,
} from './sql-text'

/**
 * The distribution script (distribute.sql) applied to a copy of the schema's model: its own
 * changes (new columns, renamed columns, replaced keys and indexes, new tables) and where it
 * places each table. A statement outside the subset read here is a problem, so nothing the
 * script does is silently skipped.
 */
export interface AppliedScript {
  tables: Map<string, TableModel>
  placements: Map<string, Placement>
  /** The tables the script creates (not in the schema). */
  created: Set<string>
  problems: string[]
}

export function applyScript(script: string, schema: Map<string, TableModel>): AppliedScript {
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
      if (t) alterTable(t, m[2]!, statement, tables, problems)
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
      const t = createTable(m[1]!, statement, m[0].length, problems)
      if (!t) return
      tables.set(t.name, t)
      created.add(t.name)
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
  return { tables, placements, created, problems }
}

/** `ALTER TABLE t <rest>`: a column added, made (not) null or renamed; a constraint dropped or added. */
function alterTable(
  t: TableModel,
  rest: string,
  statement: string,
  tables: Map<string, TableModel>,
  problems: string[],
): void {
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
}

/** `CREATE TABLE name (...)`: its columns, primary key and unique keys (null: no column list). */
function createTable(
  name: string,
  statement: string,
  from: number,
  problems: string[],
): TableModel | null {
  const body = parenthesized(statement, from)
  if (!body) {
    problems.push(`no column list in: ${statement}`)
    return null
  }
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
  return t
}
