import { useMemo } from 'react'
import { eventLevel, type EventLevel, type EventPath } from '../../../sync'
import { isUnder, useHierarchy } from '../../components/mirror'
import { useSession } from '../../components/session'
import { levelLabel } from './labels'

export interface EventOwner {
  /** The node's id (the deepest key of its path). */
  id: string
  path: EventPath
  level: EventLevel
  name: string
  label: string
}

const keyOf = (path: EventPath) =>
  path.churchId ?? path.sectorId ?? path.fieldId ?? path.conventionId

/**
 * Where the user may create an event: their own node and every node under it (a field's
 * treasurer: the field's campaigns and each church's events). Each with its whole path, from the
 * mirror's hierarchy; a church treasurer who does not read the churches table has their own.
 */
export function useEventOwners(): { owners: EventOwner[]; nameOf: (path: EventPath) => string } {
  const hierarchy = useHierarchy()
  const user = useSession().user
  return useMemo(() => {
    const node = user?.node
    const paths: EventPath[] = []
    for (const c of hierarchy?.rows.conventions ?? [])
      paths.push({ conventionId: c.id, fieldId: null, sectorId: null, churchId: null })
    for (const f of hierarchy?.rows.fields ?? [])
      paths.push({ conventionId: f.conventionId, fieldId: f.id, sectorId: null, churchId: null })
    for (const s of hierarchy?.rows.sectors ?? [])
      paths.push({
        conventionId: s.conventionId,
        fieldId: s.fieldId,
        sectorId: s.id,
        churchId: null,
      })
    for (const c of hierarchy?.rows.churches ?? [])
      paths.push({
        conventionId: c.conventionId,
        fieldId: c.fieldId,
        sectorId: c.sectorId,
        churchId: c.id,
      })
    if (
      node?.conventionId &&
      !paths.some((p) => keyOf(p) === keyOf({ ...node, conventionId: node.conventionId! }))
    )
      paths.push({ ...node, conventionId: node.conventionId })
    const names = new Map(hierarchy?.names)
    if (user?.congregation) names.set(user.congregation.id, user.congregation.name)
    const nameOf = (path: EventPath) => names.get(keyOf(path)) ?? '—'
    const owners = paths
      .filter((p) => eventLevel(p) !== null && isUnder({ ...p, id: keyOf(p) }, node ?? undefined))
      .map((path) => {
        const level = eventLevel(path) as EventLevel
        const name = nameOf(path)
        return {
          id: keyOf(path),
          path,
          level,
          name,
          label: `${name} (${levelLabel(level).toLowerCase()})`,
        }
      })
    return { owners, nameOf }
  }, [hierarchy, user])
}
