import { useMemo } from 'react'
import { eventVisibleTo, todayIso, type ChurchEvent, type EventPath } from '../../../sync'
import { useMirrorRows } from '../mirror'
import { useSession } from '../session'

export interface EventChoice {
  /** The events an entry of the church may belong to: its own and the campaigns above it. */
  eventsFor: (churchId: string) => ChurchEvent[]
  /** An event by id (any the user sees). */
  byId: Map<string, ChurchEvent>
}

/**
 * The events and campaigns a revenue or expense can be linked to (docs/events.md), from the
 * mirror: the church's own and those of its sector, field and convention, the running and next
 * ones first. The church's place comes from the churches table, or the user's own node.
 */
export function useEventChoice(): EventChoice {
  const events = useMirrorRows('events')
  const churches = useMirrorRows('churches')
  const node = useSession().user?.node
  return useMemo(() => {
    const today = todayIso()
    const paths = new Map<string, EventPath>()
    for (const c of churches ?? [])
      paths.set(c.id, {
        conventionId: c.conventionId,
        fieldId: c.fieldId,
        sectorId: c.sectorId,
        churchId: c.id,
      })
    if (node?.churchId && node.conventionId && !paths.has(node.churchId))
      paths.set(node.churchId, { ...node, conventionId: node.conventionId })
    // Running and upcoming by start, then the past ones, latest first.
    const sorted = [...(events ?? [])].sort((a, b) => {
      const pa = a.endDate < today ? 1 : 0
      const pb = b.endDate < today ? 1 : 0
      if (pa !== pb) return pa - pb
      return pa ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate)
    })
    return {
      eventsFor: (churchId: string) => {
        const path = paths.get(churchId)
        return path ? sorted.filter((e) => eventVisibleTo(e, path)) : []
      },
      byId: new Map(sorted.map((e) => [e.id, e])),
    }
  }, [events, churches, node])
}
