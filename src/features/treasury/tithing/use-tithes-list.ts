import { useMemo } from 'react'
import { monthRange, type Tithe } from '../../../../sync'
import { useViewRows, type ServerRead } from '../../../components/device-keep'
import { paginate, searchable, type ListState } from '../../../components/list-screen'
import { useMirrorQuery } from '../../../components/mirror'
import { newestFirst, readAllTithes, readTithesPage } from './tithe-reads'

export interface TithesRows {
  /** The rows of the page, newest first. */
  rows: Tithe[]
  /** The rows matching the search (every tithe without one). */
  total: number
  ready: boolean
  /** A member's "name surname"; undefined for an id the mirror does not hold. */
  memberName: (id: string) => string | undefined
  /** false while the page's names are read (they may come after the rows). */
  namesReady: boolean
}

/** The tithes list's name for its read of the server (a partial mirror): a month at a time. */
export const TITHES_SERVER_LIST = 'tithes'

/** What the tithes list reads from the server for `month` (`YYYY-MM`): its tithes, and the members for their names. */
export function tithesServerRead(month: string): ServerRead {
  const { from, to } = monthRange(Number(month.slice(0, 4)), Number(month.slice(5, 7)))
  return { list: TITHES_SERVER_LIST, entities: ['tithes', 'members'], from, until: to }
}

/**
 * The tithe list's rows. Without a search: one page read through the `date` index, with the names
 * of that page's members. With a search: every tithe and member, read when the search starts (and
 * again when the mirror changes), each row's text built once, then filtered as the user types.
 * Read from the server (a month of a partial mirror's list), its rows and names instead, the
 * same way. `fieldsOf` gives the texts a row is found by (its identity should change only with them).
 */
export function useTithesList(
  list: ListState,
  fieldsOf: (tithe: Tithe, memberName: string | undefined) => (string | null | undefined)[],
): TithesRows {
  const words = useMemo(() => searchable(list.search).split(/\s+/).filter(Boolean), [list.search])
  const searching = words.length > 0
  const serverTithes = useViewRows(TITHES_SERVER_LIST, 'tithes', undefined)
  const serverMembers = useViewRows(TITHES_SERVER_LIST, 'members', undefined)
  const fromServer = serverTithes !== undefined
  // A page and its members' names in one read: the list is drawn once, with its names.
  const paged = useMirrorQuery(
    async (table) => {
      if (searching || fromServer) return null
      const page = await readTithesPage(table('tithes'), list.page, list.pageSize)
      const ids = [...new Set(page.rows.flatMap((x) => (x.memberId ? [x.memberId] : [])))]
      return { ...page, members: await table('members').bulkGet(ids) }
    },
    [searching, fromServer, list.page, list.pageSize],
  )
  const mirrored = useMirrorQuery(
    async (table) =>
      searching && !fromServer
        ? {
            tithes: await readAllTithes(table('tithes')),
            members: await table('members').toArray(),
          }
        : null,
    [searching, fromServer],
  )
  const server = useMemo(
    () =>
      serverTithes
        ? { tithes: [...serverTithes].sort(newestFirst), members: serverMembers ?? [] }
        : null,
    [serverTithes, serverMembers],
  )
  const everything = server ?? mirrored

  const names = useMemo(() => {
    const members = everything ? everything.members : paged?.members
    if (!members) return undefined
    const map = new Map<string, string>()
    for (const m of members) if (m) map.set(m.id, `${m.name} ${m.surname}`)
    return map
  }, [everything, paged])

  const texts = useMemo(
    () =>
      searching && everything && names
        ? everything.tithes.map((x) =>
            searchable(
              fieldsOf(x, x.memberId ? names.get(x.memberId) : undefined)
                .filter(Boolean)
                .join(' '),
            ),
          )
        : undefined,
    [searching, everything, names, fieldsOf],
  )
  const matches = useMemo(
    () =>
      everything && texts
        ? everything.tithes.filter((_, i) => words.every((word) => texts[i]?.includes(word)))
        : [],
    [everything, texts, words],
  )

  const memberName = (id: string) => names?.get(id)
  if (server && !searching)
    return {
      rows: paginate(server.tithes, list.page, list.pageSize),
      total: server.tithes.length,
      ready: true,
      memberName,
      namesReady: true,
    }
  if (searching)
    return {
      rows: paginate(matches, list.page, list.pageSize),
      total: matches.length,
      ready: texts !== undefined,
      memberName,
      namesReady: names !== undefined,
    }
  return {
    rows: paged?.rows ?? [],
    total: paged?.total ?? 0,
    ready: paged !== undefined && paged !== null,
    memberName,
    namesReady: names !== undefined,
  }
}
