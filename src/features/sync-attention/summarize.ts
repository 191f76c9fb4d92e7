/** 'field.create' -> { entity: 'field', action: 'create' }. */
export function splitName(name: string): { entity: string; action: string } {
  const dot = name.lastIndexOf('.')
  return dot < 0
    ? { entity: name, action: '' }
    : { entity: name.slice(0, dot), action: name.slice(dot + 1) }
}

/** Parses the edited args; null when the text is not JSON. */
export function parseArgs(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}
