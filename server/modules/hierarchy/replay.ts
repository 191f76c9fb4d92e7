import { ApiError } from '../../http/errors'

/**
 * A create may carry a client-made id (offline creation). When the id is already taken, the
 * same create replayed (same client, still live, same values) answers the stored row;
 * anything else is a 409, which says nothing about the other row.
 */
export function replayOrConflict<R extends { clientId: string; deletedAt: string | null }>(
  stored: R | undefined,
  clientId: string,
  input: Record<string, unknown>,
): R {
  if (!stored || stored.clientId !== clientId || stored.deletedAt !== null)
    throw new ApiError('conflict')
  const row = stored as Record<string, unknown>
  const same = Object.entries(input).every(
    ([key, value]) => value === undefined || equalValues(row[key], value),
  )
  if (!same) throw new ApiError('conflict')
  return stored
}

function equalValues(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const sorted = (list: unknown[]) => JSON.stringify(list.map(String).sort())
    return sorted(a as unknown[]) === sorted(b as unknown[])
  }
  return a === b
}

/** Drops the server-only columns of a row (tombstone and change sequence) before it leaves the API. */
export function publicRow<R extends { deletedAt: string | null; seq: number }>(
  row: R,
): Omit<R, 'deletedAt' | 'seq'> {
  return omitKeys(row, ['deletedAt', 'seq'])
}

/** A shallow copy of `row` without `keys`. */
export function omitKeys<T extends object, K extends keyof T>(
  row: T,
  keys: readonly K[],
): Omit<T, K> {
  const copy: Partial<T> = { ...row }
  for (const key of keys) delete copy[key]
  return copy as Omit<T, K>
}
