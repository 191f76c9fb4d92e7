import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { HttpError, request, type DataAccessKind } from '../../../../sync'
import {
  ListScreen,
  listProps,
  useListState,
  type ListColumn,
} from '../../../components/list-screen'
import { formatDateTime } from '../../../lib/format'

/** One entry of GET /api/members/v1/access-log (sync/contracts/access-log.ts). */
interface AccessEntry {
  id: string
  at: string
  kind: DataAccessKind
  format: string
  userName: string
  memberName: string | null
  label: string
}
interface AccessPage {
  data: AccessEntry[]
  total: number
}

/**
 * /access_log: the LGPD access log — who exported or printed member data, newest first, for
 * administrators (the server refuses anyone else). Read from the server: online only.
 */
export function AccessLogScreen() {
  const { t } = useLingui()
  const list = useListState()
  const [page, setPage] = useState<AccessPage | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    const query = new URLSearchParams({ page: String(list.page), pageSize: String(list.pageSize) })
    if (list.search.trim()) query.set('q', list.search.trim())
    setError(null)
    request('GET', `/members/v1/access-log?${query.toString()}`)
      .then((answer) => {
        if (live) setPage(answer as AccessPage)
      })
      .catch((failure: unknown) => {
        if (!live) return
        if (failure instanceof HttpError && failure.status === 403)
          setError(t`Somente administradores podem ver o registro de acessos.`)
        else if (failure instanceof HttpError && failure.isNetwork)
          setError(t`O registro de acessos só pode ser consultado com conexão.`)
        else setError(t`Não foi possível carregar o registro de acessos.`)
      })
    return () => {
      live = false
    }
  }, [list.page, list.pageSize, list.search, attempt, t])

  const kindLabel: Record<AccessEntry['kind'], string> = {
    member_export: t`Exportação de membro`,
    transfers_report: t`Relatório de transferências`,
    attention_export: t`Exportação de alterações recusadas`,
    member_report: t`Relatório de membros`,
    tithe_receipt: t`Recibo de dízimo`,
    inventory_export: t`Inventário do patrimônio`,
    member_card: t`Carteirinha de membro`,
    transfer_letter: t`Carta de mudança`,
    member_certificate: t`Certificado de membro`,
  }
  const columns: ListColumn<AccessEntry>[] = [
    { id: 'at', header: t`Quando`, cell: (row) => formatDateTime(row.at) },
    { id: 'user', header: t`Usuário`, cell: (row) => row.userName },
    { id: 'kind', header: t`O quê`, cell: (row) => kindLabel[row.kind] ?? row.kind },
    { id: 'member', header: t`Membro`, cell: (row) => row.memberName ?? row.label },
    {
      id: 'format',
      header: t`Formato`,
      cell: (row) => <Badge variant="subtle">{row.format.toUpperCase()}</Badge>,
    },
  ]
  return (
    <ListScreen<AccessEntry>
      title={t`Registro de acessos (LGPD)`}
      columns={columns}
      rows={page?.data ?? []}
      total={page?.total ?? 0}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `${row.userName} ${formatDateTime(row.at)}`}
      status={error ? 'error' : page ? 'ready' : 'loading'}
      errorMessage={error ?? undefined}
      onRetry={() => setAttempt((n) => n + 1)}
      {...listProps(list)}
      searchPlaceholder={t`Buscar por usuário ou membro`}
      can={{}}
      emptyTitle={t`Nenhuma exportação registrada`}
      emptyDescription={t`As exportações de dados de membros aparecem aqui por 5 anos.`}
    />
  )
}
