/**
 * PGlite runs a query with parameters as six protocol steps (parse, describe, bind, describe,
 * execute, sync) and a query without as two: most of a short statement's cost. `inlineParams`
 * writes plain parameter values into the text as quoted literals, so the statement can go
 * through the simple protocol. A quoted literal has no type until its context gives it one,
 * exactly as an untyped parameter (PGlite sends every parameter untyped, as text), so the
 * statement means the same.
 *
 * Only plain values are inlined (strings without NUL, finite numbers, bigints, booleans, null); anything
 * else (a Date, bytes, an array), text this scanner does not fully understand (dollar quoting,
 * E'' strings) or a missing parameter answers undefined: the caller sends the statement with
 * parameters as before. Strings are quoted by doubling `'` — exact under
 * standard_conforming_strings, which the database is set to (openDatabase).
 */
type Plain = string | number | bigint | boolean | null | undefined

function isPlain(value: unknown): value is Plain {
  const type = typeof value
  if (type === 'number') return Number.isFinite(value)
  // A NUL would end the statement's text inside the literal: left to the database to refuse.
  if (type === 'string') return !(value as string).includes('\u0000')
  return value === null || value === undefined || type === 'bigint' || type === 'boolean'
}

export function quoteLiteral(value: Plain): string {
  if (value === null || value === undefined) return 'NULL'
  return `'${String(value).replace(/'/g, "''")}'`
}

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/

export function inlineParams(text: string, params: readonly unknown[]): string | undefined {
  if (!params.every(isPlain)) return undefined
  let out = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === "'") {
      // A string literal; E'...' (backslash escapes) is not scanned.
      if (/[eE]/.test(text[i - 1] ?? '') && !IDENTIFIER_CHAR.test(text[i - 2] ?? ''))
        return undefined
      const end = closing(text, i, "'")
      if (end < 0) return undefined
      out += text.slice(i, end + 1)
      i = end + 1
    } else if (c === '"') {
      const end = closing(text, i, '"')
      if (end < 0) return undefined
      out += text.slice(i, end + 1)
      i = end + 1
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i)
      const stop = end < 0 ? text.length : end
      out += text.slice(i, stop)
      i = stop
    } else if (c === '/' && text[i + 1] === '*') {
      return undefined
    } else if (c === '$') {
      const digits = /^\$(\d+)/.exec(text.slice(i, i + 12))
      // $tag$ dollar quoting, or a $ inside a name: not scanned.
      if (!digits || IDENTIFIER_CHAR.test(text[i - 1] ?? '')) return undefined
      const index = Number(digits[1]) - 1
      if (index < 0 || index >= params.length) return undefined
      out += quoteLiteral(params[index])
      i += digits[0].length
    } else {
      out += c
      i++
    }
  }
  return out
}

/** The index of the quote that closes the one at `start` (a doubled quote is part of the text). */
function closing(text: string, start: number, quote: string): number {
  let i = start + 1
  for (;;) {
    const next = text.indexOf(quote, i)
    if (next < 0) return -1
    if (text[next + 1] !== quote) return next
    i = next + 2
  }
}
