import { Button, Flex, Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../confirm-dialog'
import { AppIcon } from '../layout/icons'
import { ListPagination } from './list-pagination'
import { ListEmpty, ListError, ListLoading, ListStillArriving } from './list-states'
import { useInitialSyncRunning } from '../sync-status/use-sync-status'
import { useMediaQuery } from '../layout/use-media-query'
import { cardDetails, ListCards } from './list-cards'
import { ListTable, type ListColumn, type ListRowsProps } from './list-table'
import { usePendingIds } from '../mirror'
import type { EntityName } from '../../../sync'
import { ListToolbar } from './list-toolbar'
import { notify } from '../../lib/toaster'
import { PartialMirrorNote, useShowsServer, type ServerRead } from '../device-keep'

export interface ListScreenProps<Row> {
  title: ReactNode
  columns: readonly ListColumn<Row>[]
  /** The rows of the current page. */
  rows: readonly Row[]
  /** All rows matching the search, over every page. */
  total: number
  getRowId: (row: Row) => string
  /** Names a row in action labels and the delete confirmation. */
  getRowLabel: (row: Row) => string
  status?: 'loading' | 'error' | 'ready'
  errorMessage?: ReactNode
  onRetry?: () => void
  search: string
  onSearchChange: (value: string) => void
  searchPlaceholder?: string
  page: number
  onPageChange: (page: number) => void
  pageSize: number
  onPageSizeChange: (size: number) => void
  /** What the user's role allows (ADD_/EDIT_/DELETE_ permissions): buttons show only when granted. */
  can: { add?: boolean; edit?: boolean; delete?: boolean }
  addLabel?: ReactNode
  onAdd?: () => void
  onView?: (row: Row) => void
  onEdit?: (row: Row) => void
  /** Runs after the user confirms; may be async (the dialog waits). The screen reports errors. */
  onDelete?: (row: Row) => unknown
  /** A cancelled delete: 'Ação cancelada.' unless the screen says otherwise. */
  onDeleteCancel?: () => void
  /** What the delete confirmation says instead of the default (e.g. that deleting anonymises). */
  deleteDescription?: (label: string) => ReactNode
  emptyTitle?: ReactNode
  emptyDescription?: ReactNode
  /** The synced entity the rows are (their ids its row ids): rows with a write waiting to be sent are marked. */
  entity?: EntityName
  /** Instead of `entity`: which rows wait to be sent (a row made of several entities). */
  isPending?: (row: Row) => boolean
  /** The entity whose rows this device may keep only in part (default `entity`): a note then says so. */
  keptEntity?: EntityName
  /**
   * What the rows are made of (the kept entity and those it joins), under the list's name: with
   * it, a device keeping a part offers to show everything from the server instead, read only
   * (the screen reads them through `useViewRows` with that name).
   */
  serverReads?: ServerRead
  /** With the server's rows, what moves a read of one period to another (the tithes' month). */
  serverControls?: ReactNode
  /** Extra actions next to the add button (import, export...). */
  actions?: ReactNode
}

/** Below this width a list shows its rows as cards (a table would be cut off). */
export const CARDS_QUERY = '(max-width: 639px)'

/** The rows as a table, or as cards on a phone. */
function Rows<Row>({ narrow, ...props }: ListRowsProps<Row> & { narrow: boolean }) {
  return narrow ? <ListCards {...props} /> : <ListTable {...props} />
}

/** THE list frame of every list screen: title, search, rows per page, table with row actions, states, pagination. */
export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const { t } = useLingui()
  const { title, rows, total, status = 'ready', can, onAdd, onView, onEdit, onDelete } = props
  const narrow = useMediaQuery(CARDS_QUERY)
  const [toDelete, setToDelete] = useState<Row | null>(null)
  const pendingIds = usePendingIds(props.entity)
  const arriving = useInitialSyncRunning()
  const kept = props.keptEntity ?? props.entity
  // The server's rows are for reading: a change is made where the device keeps the row.
  const readOnly = useShowsServer(props.serverReads?.list)
  const isPending =
    props.isPending ??
    (pendingIds.size > 0 ? (row: Row) => pendingIds.has(props.getRowId(row)) : undefined)
  const deleteLabel = toDelete === null ? '' : props.getRowLabel(toDelete)

  let body: ReactNode
  if (status === 'loading')
    body = (
      <ListLoading
        rows={props.pageSize}
        cardLines={narrow ? cardDetails(props.columns).length : undefined}
      />
    )
  else if (status === 'error')
    body = <ListError message={props.errorMessage} onRetry={props.onRetry} />
  else if (rows.length === 0)
    body = (
      <ListEmpty
        title={props.emptyTitle}
        description={props.emptyDescription}
        search={props.search}
      />
    )
  else
    body = (
      <Rows
        narrow={narrow}
        columns={props.columns}
        rows={rows}
        getRowId={props.getRowId}
        getRowLabel={props.getRowLabel}
        isPending={isPending}
        onView={onView}
        onEdit={can.edit && !readOnly ? onEdit : undefined}
        onDelete={can.delete && onDelete && !readOnly ? setToDelete : undefined}
      />
    )

  return (
    <Stack gap="4" as="section" aria-label={typeof title === 'string' ? title : undefined}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Flex gap="2" wrap="wrap">
          {props.actions}
          {can.add && onAdd ? (
            <Button colorPalette="brand" onClick={onAdd}>
              <AppIcon name="plus" boxSize="4" />
              {props.addLabel ?? <Trans>Adicionar</Trans>}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <ListToolbar
        search={props.search}
        onSearchChange={props.onSearchChange}
        searchPlaceholder={props.searchPlaceholder}
        pageSize={props.pageSize}
        onPageSizeChange={props.onPageSizeChange}
      />
      {arriving && status === 'ready' ? <ListStillArriving /> : null}
      {kept ? (
        <PartialMirrorNote
          entity={kept}
          reads={props.serverReads}
          controls={props.serverControls}
        />
      ) : null}
      {body}
      {status === 'ready' && total > 0 ? (
        <ListPagination
          page={props.page}
          pageSize={props.pageSize}
          total={total}
          onPageChange={props.onPageChange}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null)
        }}
        tone="danger"
        title={<Trans>Excluir registro</Trans>}
        description={
          props.deleteDescription ? (
            props.deleteDescription(deleteLabel)
          ) : (
            <Trans>
              Tem certeza de que deseja excluir “{deleteLabel}”? Esta ação não pode ser desfeita.
            </Trans>
          )
        }
        confirmLabel={t`Excluir`}
        onConfirm={() => (toDelete === null ? undefined : onDelete?.(toDelete))}
        onCancel={props.onDeleteCancel ?? (() => notify.info(t`Ação cancelada.`))}
      />
    </Stack>
  )
}
