/** 'field.create' -> { entity: 'field', action: 'create' }. */
export function splitName(name: string): { entity: string; action: string } {
  const dot = name.lastIndexOf('.')
  return dot < 0
    ? { entity: name, action: '' }
    : { entity: name.slice(0, dot), action: name.slice(dot + 1) }
}

/** Strings as they are (an empty one as ""), anything else as JSON. */
const show = (value: unknown): string =>
  typeof value === 'string' && value !== '' ? value : (JSON.stringify(value) ?? '')

/** A one-line reading of a mutation's args: `name: Campo Norte, code: 12` (update: the patch's fields). */
export function summarizeArgs(args: unknown, max = 160): string {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return clip(show(args), max)
  const record = args as Record<string, unknown>
  const patch = record.patch
  const source =
    patch !== null && typeof patch === 'object' && !Array.isArray(patch)
      ? (patch as Record<string, unknown>)
      : record
  const parts = Object.entries(source)
    .filter(([key]) => source !== record || key !== 'id' || Object.keys(record).length === 1)
    .map(([key, value]) => `${key}: ${show(value)}`)
  return clip(parts.join(', '), max)
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** Parses the edited args; null when the text is not JSON. */
export function parseArgs(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}
