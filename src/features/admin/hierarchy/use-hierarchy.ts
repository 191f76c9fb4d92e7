import { useMemo } from 'react'
import { useMirrorRows } from '../../../components/list-screen'
import { useSession } from '../../../components/session'
import {
  indexHierarchy,
  type HierarchyIndex,
  type NodeRow,
  type UserPlacement,
} from './hierarchy-data'

/** The four hierarchy tables of the mirror, indexed; undefined while loading. */
export function useHierarchy(): HierarchyIndex | undefined {
  const conventions = useMirrorRows<NodeRow>('conventions')
  const fields = useMirrorRows<NodeRow>('fields')
  const sectors = useMirrorRows<NodeRow>('sectors')
  const churches = useMirrorRows<NodeRow>('churches')
  return useMemo(() => {
    if (!conventions || !fields || !sectors || !churches) return undefined
    const byName = (a: NodeRow, b: NodeRow) => a.name.localeCompare(b.name)
    return indexHierarchy({
      conventions: [...conventions].sort(byName),
      fields: [...fields].sort(byName),
      sectors: [...sectors].sort(byName),
      churches: [...churches].sort(byName),
    })
  }, [conventions, fields, sectors, churches])
}

/** Where the signed-in user sits (their write scope). */
export function useUserPlacement(): UserPlacement {
  const user = useSession().user
  return useMemo(
    () => ({
      administrator: user?.role.levelOrder === 0,
      node: {
        conventionId: user?.node.conventionId ?? null,
        fieldId: user?.node.fieldId ?? null,
        sectorId: user?.node.sectorId ?? null,
        churchId: user?.node.churchId ?? null,
      },
    }),
    [user],
  )
}
