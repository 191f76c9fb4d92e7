import { z } from 'zod'

/**
 * The one text primitive of the contracts (issue 47): every text a user or a file gives is
 * trimmed and holds no control character. U+0000 cannot be stored by PostgreSQL at all (a
 * replayed one used to stop a device's sync for good), and the other C0 controls and DEL are
 * invisible junk from pasted or imported text. Tab and line breaks are allowed only in the texts
 * that have several lines (notes, descriptions: `multilineText`); a one-line text (a name, a
 * city) refuses them too, so it cannot pass for a paragraph of its own (a name in a mail).
 *
 * Message codes (translated by the screens and the server): control_character, single_line.
 */

export const CONTROL_CHARACTER = 'control_character'
export const SINGLE_LINE = 'single_line'

const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const LINE_BREAK_OR_TAB = /[\t\n\r]/
const CONTROL_EVERY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** Whether a text holds a C0 control character or DEL other than tab, line feed and carriage return. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_BUT_LINE_BREAKS.test(value)
}

/** A text of one line: trimmed; no control character, tab or line break. `error`: its code when not a string. */
export function singleLine(error?: string) {
  return z
    .string(error)
    .trim()
    .refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER)
    .refine((value) => !LINE_BREAK_OR_TAB.test(value), SINGLE_LINE)
}

/** A one-line text of at most `max` characters (blank allowed). */
export function text(max: number) {
  return singleLine().max(max, 'text_too_long')
}

/** A text of several lines (notes, descriptions): tab and line breaks allowed, no other control. */
export function multilineText(max: number, error?: string) {
  return z
    .string(error)
    .trim()
    .max(max, 'text_too_long')
    .refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER)
}

/** A text with its control characters (but tab and line breaks) replaced by U+FFFD: safe to store or log. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_EVERY, '\uFFFD')
}

/**
 * Where a value (a request's body, a mutation's args) holds a control character other than
 * tab and line breaks, in any string or key at any depth: its path ('address.city', 'tags.2'),
 * or undefined. The server refuses such a value before its contract reads it, so a text field
 * a contract left plain still never reaches the database with one. Walks without recursion (a
 * body may nest deeper than the stack).
 */
export function controlCharacterPath(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }]
  const join = (path: string, key: string | number) => (path === '' ? `${key}` : `${path}.${key}`)
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: v, path } = item
    if (typeof v === 'string') {
      if (hasControlCharacter(v)) return path
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(path, i) })
    } else if (v !== null && typeof v === 'object') {
      const proto: unknown = Object.getPrototypeOf(v)
      if (proto !== Object.prototype && proto !== null) continue
      const entries = Object.entries(v)
      for (const [key] of entries)
        if (hasControlCharacter(key)) return join(path, withoutControlCharacters(key))
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] as [string, unknown]
        stack.push({ value: inner, path: join(path, key) })
      }
    }
  }
  return undefined
}
