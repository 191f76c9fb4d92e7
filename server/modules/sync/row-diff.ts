import { canonicalJson } from './fingerprint'

/**
 * Fields never kept in the history: those that change on every write, and a member card's
 * public-check token (a random capability the server renews, not a fact of the person: a replay
 * would record a different one, and a reader would see a code).
 */
const IGNORED = new Set(['seq', 'updatedAt', 'cardToken'])

/** The changed fields between two projections of a row: { field: { old, new } }. */
export function diffRows(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Record<string, { old: unknown; new: unknown }> {
  const changes: Record<string, { old: unknown; new: unknown }> = {}
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  for (const key of keys) {
    if (IGNORED.has(key)) continue
    const old = before?.[key] ?? null
    const now = after?.[key] ?? null
    if (canonicalJson(old) !== canonicalJson(now)) changes[key] = { old, new: now }
  }
  return changes
}
