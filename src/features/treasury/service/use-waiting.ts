import { useMemo } from 'react'
import { usePendingWrites } from '../../../components/mirror'

/**
 * Which of the session's entries still exist only on this phone (a write of theirs waits in the
 * outbox), following the outbox live: an id leaves the set when the server has it. Undefined
 * while the outbox is read.
 */
export function useWaitingIds(titheIds: readonly string[]): ReadonlySet<string> | undefined {
  const pending = usePendingWrites()
  return useMemo(() => {
    if (pending === undefined) return undefined
    const keys = new Set(pending.map((w) => w.rowKey))
    return new Set(titheIds.filter((id) => keys.has(`tithes:${id}`)))
  }, [pending, titheIds])
}
