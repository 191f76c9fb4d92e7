/**
 * The small subset of SQL text the distribution script is written in, taken apart: its
 * statements, names (quoted or not), comma lists and parenthesised lists.
 */

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

/** A name, quoted or not, as a regular expression source with one capture group. */
export const ident = '"?([A-Za-z_][A-Za-z0-9_]*)"?'
export const unquote = (s: string) => s.trim().replace(/^"(.*)"$/, '$1')

/** Splits `a, f(b, c), "d"` on its top-level commas. */
export function topLevelItems(list: string): string[] {
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
export function parenthesized(text: string, from: number): { inner: string; end: number } | null {
  const open = text.indexOf('(', from)
  if (open < 0) return null
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    if (text[i] === ')' && --depth === 0) return { inner: text.slice(open + 1, i), end: i + 1 }
  }
  return null
}

/** A key's column list: each a column name, or null for an expression. */
export const keyColumns = (list: string) =>
  topLevelItems(list).map((item) => (new RegExp(`^${ident}$`).test(item) ? unquote(item) : null))
