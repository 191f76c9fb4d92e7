import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ListScreen } from './list-screen'
import { listProps, useListState } from './use-list-state'

const noColumns = [] as const
const noRows: readonly never[] = []

/**
 * A list screen whose data arrives with a later issue: the real frame (title, search, rows per
 * page) with zero rows and an honest empty state — never fake rows.
 */
export function EmptyListScreen({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui()
  const list = useListState()
  return (
    <ListScreen<never>
      title={i18n._(title)}
      columns={noColumns}
      rows={noRows}
      total={0}
      getRowId={() => ''}
      getRowLabel={() => ''}
      {...listProps(list)}
      can={{}}
      emptyTitle={<Trans>Nenhum registro ainda</Trans>}
      emptyDescription={
        <Trans>Os registros desta tela chegam numa próxima versão do Celeiro.</Trans>
      }
    />
  )
}
