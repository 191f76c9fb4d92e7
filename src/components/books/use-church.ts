import { useMemo } from 'react'
import type { Church, SessionUser } from '../../../sync'
import { isUnder, useMirrorRows } from '../mirror'
import { useSession } from '../session'

export interface ChurchChoice {
  /** The churches the user may write books for (their subtree, from the mirror), by name. */
  churches: Church[]
  /** The user's own church, or the only church in their scope; null = the user picks one. */
  fixedChurchId: string | null
  /**
   * The user is above several churches (a sector, field or convention user): every list names
   * the church of each row. A church's user reads only their own and needs no name.
   */
  several: boolean
  /** A church's name by id. */
  nameOf: (id: string) => string
  ready: boolean
}

/** The user's place and own church, as the session gives them. */
type ChurchUser = Pick<SessionUser, 'node' | 'congregation'> | null | undefined

/**
 * Every finance row belongs to one church. A church treasurer writes their church's books (no
 * picker); a user placed higher (sector, field...) picks the church of each entry.
 */
export function useChurchChoice(): ChurchChoice {
  const user = useSession().user
  const rows = useMirrorRows('churches')
  return useMemo(() => churchChoiceOf(rows, user), [rows, user])
}

/** The choice from the mirror's churches (undefined while read) and the user. */
export function churchChoiceOf(
  rows: readonly Church[] | undefined,
  user: ChurchUser,
): ChurchChoice {
  const node = user?.node
  const churches = (rows ?? [])
    .filter((c) => isUnder(c, node))
    .sort((a, b) => a.name.localeCompare(b.name))
  // A church treasurer may not read the churches table (VIEW_CHURCHES): their own church's
  // name comes with the signed-in user.
  const own = user?.congregation
  if (node?.churchId && own?.kind === 'church' && own.id === node.churchId && churches.length === 0)
    churches.push({ id: own.id, name: own.name } as Church)
  const names = new Map([...(rows ?? []), ...churches].map((c) => [c.id, c.name]))
  const only = churches.length === 1 ? (churches[0]?.id ?? null) : null
  return {
    churches,
    fixedChurchId: node?.churchId ?? only,
    several: !node?.churchId && churches.length > 1,
    nameOf: (id: string) => names.get(id) ?? '—',
    ready: rows !== undefined,
  }
}
