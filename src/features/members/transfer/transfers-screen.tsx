import { Button, Flex, Input, NativeSelect } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { MemberTransfer } from '../../../../sync'
import { ListScreen, useListState, type ListColumn } from '../../../components/list-screen'
import { formatDate } from '../../../lib/format'
import { titheLabel } from '../labels'
import { downloadFile } from '../view/member-export'
import { useHierarchy, useMemberPermissions, useTransfers } from '../use-member-data'
import { filterTransfers, transfersCsv, type TransferFilter } from './transfers'
import { searchable } from '../../../components/list-screen'

/** /transfer_members (VIEW_MEMBER_REPORT): transfers with filters by period and church, CSV export. */
export function TransfersScreen() {
  const { t } = useLingui()
  const list = useListState()
  const transfers = useTransfers()
  const hierarchy = useHierarchy()
  const { treasury } = useMemberPermissions('members')
  const [filter, setFilter] = useState<TransferFilter>({ from: '', to: '', churchId: '' })
  const name = (id: string | undefined) => (id ? hierarchy?.names.get(id) : undefined) ?? ''

  const filtered = useMemo(() => {
    const rows = filterTransfers(transfers ?? [], filter)
    const query = searchable(list.search)
    return query ? rows.filter((r) => searchable(r.memberName).includes(query)) : rows
  }, [transfers, filter, list.search])
  const start = (list.page - 1) * list.pageSize
  const tithe = (r: MemberTransfer) => (r.titheStatus ? titheLabel(r.titheStatus) : '')

  const columns: ListColumn<MemberTransfer>[] = [
    { id: 'date', header: t`Data`, cell: (r) => formatDate(r.date) },
    { id: 'member', header: t`Membro`, cell: (r) => r.memberName },
    { id: 'from', header: t`Origem`, cell: (r) => name(r.fromChurchId) || r.fromChurchName },
    { id: 'to', header: t`Destino`, cell: (r) => name(r.toChurchId) || r.toChurchName },
    ...(treasury ? [{ id: 'tithe', header: t`Situação do dízimo`, cell: tithe }] : []),
  ]

  const exportCsv = () => {
    const header = [
      t`Data`,
      t`Membro`,
      t`Igreja de origem`,
      t`Setor de origem`,
      t`Campo de origem`,
      t`Convenção de origem`,
      t`Igreja de destino`,
      t`Setor de destino`,
      t`Campo de destino`,
      t`Convenção de destino`,
      t`Situação do dízimo`,
    ]
    downloadFile(
      `transferencias-${new Date().toISOString().slice(0, 10)}.csv`,
      transfersCsv(filtered, header, name, tithe),
      'text/csv;charset=utf-8',
    )
  }
  const set = (patch: Partial<TransferFilter>) => {
    setFilter((f) => ({ ...f, ...patch }))
    list.setPage(1)
  }

  return (
    <ListScreen<MemberTransfer>
      title={t`Transferência de membros`}
      columns={columns}
      rows={filtered.slice(start, start + list.pageSize)}
      total={filtered.length}
      getRowId={(r) => r.id}
      getRowLabel={(r) => r.memberName}
      status={transfers === undefined ? 'loading' : 'ready'}
      search={list.search}
      onSearchChange={list.setSearch}
      searchPlaceholder={t`Nome do membro`}
      page={list.page}
      onPageChange={list.setPage}
      pageSize={list.pageSize}
      onPageSizeChange={list.setPageSize}
      can={{}}
      emptyTitle={t`Nenhuma transferência`}
      actions={
        <Flex gap="2" wrap="wrap" align="center">
          <Input
            type="date"
            size="sm"
            width="auto"
            aria-label={t`De`}
            value={filter.from}
            onChange={(e) => set({ from: e.target.value })}
          />
          <Input
            type="date"
            size="sm"
            width="auto"
            aria-label={t`Até`}
            value={filter.to}
            onChange={(e) => set({ to: e.target.value })}
          />
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t`Igreja`}
              value={filter.churchId}
              onChange={(e) => set({ churchId: e.target.value })}
            >
              <option value="">{t`Todas as igrejas`}</option>
              {(hierarchy?.churches ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" onClick={exportCsv} disabled={filtered.length === 0}>
            <Trans>Exportar CSV</Trans>
          </Button>
        </Flex>
      }
    />
  )
}
