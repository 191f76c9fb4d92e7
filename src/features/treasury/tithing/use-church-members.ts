import type { Member } from '../../../../sync'
import { useMirrorQuery } from '../../../components/mirror'

const NONE: readonly Member[] = []

/** The members of one church (its `churchId` index), anonymised ones left out: the tithe form's picker. */
export function useChurchMembers(churchId: string): readonly Member[] {
  const members = useMirrorQuery(
    async (table) =>
      churchId
        ? (await table('members').where('churchId').equals(churchId).toArray()).filter(
            (m) => m.name !== '—',
          )
        : NONE,
    [churchId],
  )
  return members ?? NONE
}
