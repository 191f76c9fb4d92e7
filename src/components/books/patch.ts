/** The fields of `next` that differ from `current` (updates carry only what changed; docs/sync.md). */
export function changedFields<T extends object>(current: T, next: Partial<T>): Partial<T> {
  const patch: Partial<T> = {}
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && next[key] !== current[key]) patch[key] = next[key]
  }
  return patch
}
