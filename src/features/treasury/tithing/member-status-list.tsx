import { Badge } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, type ReactNode } from 'react'
import { firstOfPreviousMonth, todayIso } from '../../../../sync'
import {
  listProps,
  ListScreen,
  matchesSearch,
  paginate,
  useListState,
  type ListColumn,
} from '../../../components/list-screen'
import { useMirrorQuery, useMirrorRows } from '../../../components/mirror'
import { useShowsServer, useViewRows, type ServerRead } from '../../../components/device-keep'
import { formatDate } from '../../../lib/format'
import { memberStatuses, type MemberStatusRow } from './member-status'
import { readLastDates, readRecentTithes } from './tithe-reads'
import { type ChurchChoice } from '../../../components/books'

/**
 * Each member's tithe status (up to date / pending) by the shared rule, on the list frame: the
 * status from this month's and last month's tithes; an older latest date read for the page's rows.
 * A device keeping a part reads, when asked online, every member the user reads and their tithes
 * of those two months from the server (read only, in memory: docs/sync.md).
 */
export function MemberStatusList({
  church,
  actions,
}: {
  church: ChurchChoice
  actions: ReactNode
}) {
  const { t } = useLingui()
  const list = useListState()
  const today = todayIso()
  const since = firstOfPreviousMonth(today)
  const reads = useMemo<ServerRead>(
    () => ({ list: 'titherStatus', entities: ['members', 'tithes'], from: since }),
    [since],
  )
  const fromServer = useShowsServer(reads.list)
  const members = useViewRows(reads.list, 'members', useMirrorRows('members'))
  const kept = useMirrorQuery((table) => readRecentTithes(table('tithes'), today), [today])
  const read = useViewRows(reads.list, 'tithes', undefined)
  const recent = useMemo(
    () => (read ? read.filter((r) => r.date >= since && r.date <= today) : kept),
    [read, kept, since, today],
  )
  const rows = useMemo(
    () => (members && recent ? memberStatuses(members, recent, today) : []),
    [members, recent, today],
  )
  const upToDate = t`Em dia`
  const pending = t`Sem registro recente`
  const filtered = useMemo(
    () =>
      rows.filter((r) =>
        matchesSearch(list.search, [r.name, r.status === 'up_to_date' ? upToDate : pending]),
      ),
    [rows, list.search, upToDate, pending],
  )
  const page = paginate(filtered, list.page, list.pageSize)
  const older = page.flatMap((r) => (r.last === null ? [r.id] : [])).join(',')
  const lastDates = useMirrorQuery(
    async (table) => ({
      older,
      dates: await readLastDates(table('tithes'), older ? older.split(',') : [], today),
    }),
    [older, today],
  )
  const lastOf = (r: MemberStatusRow) =>
    r.last ?? (lastDates?.older === older ? (lastDates.dates.get(r.id) ?? null) : undefined)
  const columns: ListColumn<MemberStatusRow>[] = [
    { id: 'name', header: t`Membro`, cell: (r) => r.name },
    ...(church.churches.length > 1
      ? [
          {
            id: 'church',
            header: t`Igreja`,
            cell: (r: MemberStatusRow) => church.nameOf(r.churchId),
          },
        ]
      : []),
    {
      id: 'last',
      header: t`Último dízimo`,
      cell: (r) => {
        const last = lastOf(r)
        if (last === undefined) return '…'
        if (last) return formatDate(last)
        // The server's tithes were read from `since` on: an older one may exist there.
        const day = formatDate(since)
        return fromServer ? t`nenhum desde ${day}` : '—'
      },
    },
    {
      id: 'status',
      header: t`Situação`,
      cell: (r) => (
        <Badge colorPalette={r.status === 'up_to_date' ? 'green' : 'gray'}>
          {r.status === 'up_to_date' ? upToDate : pending}
        </Badge>
      ),
    },
  ]
  return (
    <ListScreen<MemberStatusRow>
      title={t`Situação dos dizimistas`}
      columns={columns}
      rows={page}
      total={filtered.length}
      getRowId={(r) => r.id}
      getRowLabel={(r) => r.name}
      status={members && recent ? 'ready' : 'loading'}
      {...listProps(list)}
      searchPlaceholder={t`Buscar por nome ou situação`}
      can={{}}
      keptEntity="tithes"
      serverReads={reads}
      emptyTitle={<Trans>Nenhum membro</Trans>}
      emptyDescription={
        <Trans>
          Em dia: dízimo registrado no mês atual ou no anterior. Sem registro recente: nenhum dízimo
          registrado nesses dois meses.
        </Trans>
      }
      actions={actions}
    />
  )
}
