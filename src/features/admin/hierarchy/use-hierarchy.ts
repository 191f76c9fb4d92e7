import { useMemo } from 'react'
import { useSession } from '../../../components/session'
import type { UserPlacement } from './hierarchy-data'

export { useHierarchy } from '../../../components/mirror'

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
