import type { Member } from '../../../../sync'
import { useMirrorQuery } from '../../../components/mirror'

const NONE: readonly Member[] = []

/**
 * The members of one church (its `churchId` index), anonymised ones left out: the tithe pickers'
 * list (the tithe form, service mode). Undefined while the device reads them; none for no church.
 */
export function useChurchMembers(churchId: string | null): readonly Member[] | undefined {
  return useMirrorQuery(
    async (table) =>
      churchId
        ? (await table('members').where('churchId').equals(churchId).toArray()).filter(
            (m) => m.name !== '—',
          )
        : NONE,
    [churchId],
  )
}
