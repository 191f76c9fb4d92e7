import { Box, Button, Flex } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import { isIsoDate, todayIso, type MemberTransfer } from '../../../../sync'
import { DateField, Form, SelectField, useZodForm } from '../../../components/form'
import {
  listProps,
  ListScreen,
  useListState,
  type ListColumn,
} from '../../../components/list-screen'
import { recordDataAccess } from '../../../lib/access-log'
import { formatDate } from '../../../lib/format'
import { titheLabel } from '../labels'
import { downloadFile } from '../view/member-export'
import { useHierarchy, useMemberPermissions, useTransfers } from '../use-member-data'
import { NewTransfer } from './new-transfer'
import { filterTransfers, transfersCsv, type TransferFilter } from './transfers'
import { searchable } from '../../../components/list-screen'

const filterSchema = z.object({ from: z.string(), to: z.string(), churchId: z.string() })

/** /transfer_members (VIEW_MEMBER_REPORT): transfers with filters by period and church, CSV export. */
export function TransfersScreen() {
  const { t } = useLingui()
  const list = useListState()
  const transfers = useTransfers()
  const hierarchy = useHierarchy()
  const { treasury, edit } = useMemberPermissions('members')
  const filterForm = useZodForm(filterSchema, { defaultValues: { from: '', to: '', churchId: '' } })
  const watched = useWatch({ control: filterForm.control })
  const filter: TransferFilter = {
    from: isIsoDate(watched.from ?? '') ? (watched.from ?? '') : '',
    to: isIsoDate(watched.to ?? '') ? (watched.to ?? '') : '',
    churchId: watched.churchId ?? '',
  }
  const filterKey = `${filter.from}|${filter.to}|${filter.churchId}`
  const { setPage } = list
  // A new filter shows its first page.
  useEffect(() => setPage(1), [filterKey, setPage])
  const name = (id: string | undefined) => (id ? hierarchy?.names.get(id) : undefined) ?? ''

  const filtered = useMemo(() => {
    const rows = filterTransfers(transfers ?? [], filter)
    const query = searchable(list.search)
    return query ? rows.filter((r) => searchable(r.memberName).includes(query)) : rows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transfers, filterKey, list.search])
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
      `transferencias-${todayIso()}.csv`,
      transfersCsv(filtered, header, name, tithe),
      'text/csv;charset=utf-8',
    )
    // LGPD: the server's access log learns who exported the report (queued offline).
    void recordDataAccess({
      kind: 'transfers_report',
      format: 'csv',
      label: `${filter.from || '…'}–${filter.to || '…'} · ${filter.churchId || '*'} · ${filtered.length}`,
    })
  }

  return (
    <ListScreen<MemberTransfer>
      title={t`Transferência de membros`}
      columns={columns}
      rows={filtered.slice(start, start + list.pageSize)}
      total={filtered.length}
      getRowId={(r) => r.id}
      entity="memberTransfers"
      getRowLabel={(r) => r.memberName}
      status={transfers === undefined ? 'loading' : 'ready'}
      {...listProps(list)}
      searchPlaceholder={t`Nome do membro`}
      can={{}}
      emptyTitle={t`Nenhuma transferência`}
      actions={
        <Flex gap="2" wrap="wrap" align="end">
          {edit && hierarchy ? <NewTransfer hierarchy={hierarchy} treasury={treasury} /> : null}
          <Form form={filterForm} onSubmit={() => undefined} aria-label={t`Filtros`}>
            <Flex gap="2" wrap="wrap" align="end">
              <Box width="40">
                <DateField name="from" label={t`De`} />
              </Box>
              <Box width="40">
                <DateField name="to" label={t`Até`} />
              </Box>
              <Box minW="48">
                <SelectField
                  name="churchId"
                  label={t`Igreja`}
                  placeholder={t`Todas as igrejas`}
                  options={(hierarchy?.rows.churches ?? []).map((c) => ({
                    value: c.id,
                    label: c.name,
                  }))}
                />
              </Box>
            </Flex>
          </Form>
          <Button variant="outline" onClick={exportCsv} disabled={filtered.length === 0}>
            <Trans>Exportar CSV</Trans>
          </Button>
        </Flex>
      }
    />
  )
}
