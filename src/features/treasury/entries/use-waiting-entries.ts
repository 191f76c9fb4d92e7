import { usePendingWrites } from '../../../components/mirror'
import type { EntryKindConfig } from './entry-kind'

/** Ids of the entries with a write of their own, or of one of their payments, waiting to be sent. */
export function useWaitingEntries(config: EntryKindConfig): ReadonlySet<string> {
  const pending = usePendingWrites() ?? []
  const ids = new Set<string>()
  for (const write of pending) {
    const [entity, id] = write.rowKey.split(':') as [string, string]
    if (entity === config.entity) ids.add(id)
    else if (entity === config.payments) {
      const entryId = (write.args as { entryId?: unknown } | null)?.entryId
      if (typeof entryId === 'string') ids.add(entryId)
    }
  }
  return ids
}
