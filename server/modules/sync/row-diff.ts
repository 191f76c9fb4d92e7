import { canonicalJson } from './fingerprint'

/** Fields never kept in the history (they change on every write). */
const IGNORED = new Set(['seq', 'updatedAt'])

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
