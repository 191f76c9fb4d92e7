import { Badge } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, type ReactNode } from 'react'
import { todayIso } from '../../../../sync'
import {
  ListScreen,
  matchesSearch,
  paginate,
  useListState,
  type ListColumn,
} from '../../../components/list-screen'
import { formatDate } from '../../../lib/format'
import type { ChurchChoice } from '../shared/use-church'
import { memberStatuses, type MemberStatusRow } from './member-status'
import type { useTithingData } from './use-tithing-data'

/** Each member's tithe status (up to date / pending) by the shared rule, on the list frame. */
export function MemberStatusList({
  data,
  church,
  actions,
}: {
  data: ReturnType<typeof useTithingData>
  church: ChurchChoice
  actions: ReactNode
}) {
  const { t } = useLingui()
  const list = useListState()
  const rows = useMemo(() => memberStatuses(data.members, data.tithes, todayIso()), [data])
  const upToDate = t`Em dia`
  const pending = t`Pendente`
  const filtered = useMemo(
    () =>
      rows.filter((r) =>
        matchesSearch(list.search, [r.name, r.status === 'up_to_date' ? upToDate : pending]),
      ),
    [rows, list.search, upToDate, pending],
  )
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
    { id: 'last', header: t`Último dízimo`, cell: (r) => (r.last ? formatDate(r.last) : '—') },
    {
      id: 'status',
      header: t`Situação`,
      cell: (r) => (
        <Badge colorPalette={r.status === 'up_to_date' ? 'green' : 'orange'}>
          {r.status === 'up_to_date' ? upToDate : pending}
        </Badge>
      ),
    },
  ]
  return (
    <ListScreen<MemberStatusRow>
      title={t`Situação dos dizimistas`}
      columns={columns}
      rows={paginate(filtered, list.page, list.pageSize)}
      total={filtered.length}
      getRowId={(r) => r.id}
      getRowLabel={(r) => r.name}
      status={data.ready ? 'ready' : 'loading'}
      search={list.search}
      onSearchChange={list.setSearch}
      searchPlaceholder={t`Buscar por nome ou situação`}
      page={list.page}
      onPageChange={list.setPage}
      pageSize={list.pageSize}
      onPageSizeChange={list.setPageSize}
      can={{}}
      emptyTitle={<Trans>Nenhum membro</Trans>}
      emptyDescription={
        <Trans>
          Em dia: dízimo no mês atual ou no anterior. Pendente: nenhum dízimo nesses dois meses.
        </Trans>
      }
      actions={actions}
    />
  )
}
