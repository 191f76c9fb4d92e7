import { Badge, HStack, IconButton, Table } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MouseEvent, ReactNode } from 'react'
import { AppIcon, type IconName } from '../layout/icons'

export interface ListColumn<Row> {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Right-aligned (money, counts). */
  numeric?: boolean
  /** Left out on a phone (below `md`), where the row's view still shows it. */
  wideOnly?: boolean
  /** Its text may wrap (long names), so that the columns after it fit a phone; others stay on one line. */
  wrap?: boolean
}

export interface RowActions<Row> {
  onView?: (row: Row) => void
  onEdit?: (row: Row) => void
  onDelete?: (row: Row) => void
}

export interface ListRowsProps<Row> extends RowActions<Row> {
  columns: readonly ListColumn<Row>[]
  rows: readonly Row[]
  getRowId: (row: Row) => string
  getRowLabel: (row: Row) => string
  /** Rows with a write on this device not yet sent: marked "aguardando envio". */
  isPending?: (row: Row) => boolean
}

export function ListTable<Row>({
  columns,
  rows,
  getRowId,
  getRowLabel,
  onView,
  onEdit,
  onDelete,
  isPending,
}: ListRowsProps<Row>) {
  const { t } = useLingui()
  const hasActions = Boolean(onView ?? onEdit ?? onDelete)
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" tabIndex={0} position="relative">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.id}
                textAlign={column.numeric ? 'end' : undefined}
                hideBelow={column.wideOnly ? 'md' : undefined}
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
            {hasActions ? (
              <Table.ColumnHeader textAlign="end">
                <Trans>Ações</Trans>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const label = getRowLabel(row)
            const open = onView ?? onEdit
            return (
              <Table.Row
                key={getRowId(row)}
                cursor={open ? 'pointer' : undefined}
                onClick={open ? (event) => openUnlessControl(event, () => open(row)) : undefined}
              >
                {columns.map((column, index) => (
                  <Table.Cell
                    key={column.id}
                    textAlign={column.numeric ? 'end' : undefined}
                    hideBelow={column.wideOnly ? 'md' : undefined}
                    whiteSpace={column.wrap ? 'normal' : undefined}
                  >
                    {column.cell(row)}
                    {index === 0 && isPending?.(row) ? <PendingMark /> : null}
                  </Table.Cell>
                ))}
                {hasActions ? (
                  <Table.Cell textAlign="end">
                    <HStack gap="1" justify="end">
                      {onView ? (
                        <RowAction label={t`Ver ${label}`} icon="eye" onClick={() => onView(row)} />
                      ) : null}
                      {onEdit ? (
                        <RowAction
                          label={t`Editar ${label}`}
                          icon="edit"
                          onClick={() => onEdit(row)}
                        />
                      ) : null}
                      {onDelete ? (
                        <RowAction
                          label={t`Excluir ${label}`}
                          icon="trash"
                          danger
                          onClick={() => onDelete(row)}
                        />
                      ) : null}
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** The mark of a row whose change waits on this device to be sent. */
export function PendingMark() {
  const { t } = useLingui()
  return (
    <Badge
      ms="2"
      size="sm"
      variant="outline"
      colorPalette="orange"
      title={t`Salvo neste aparelho; será enviado quando houver conexão.`}
      data-testid="pending-mark"
    >
      <AppIcon name="clock" boxSize="3" />
      <Trans>aguardando envio</Trans>
    </Badge>
  )
}

/** A click on the row opens its record, unless it was on one of the row's own controls. */
export function openUnlessControl(event: MouseEvent<HTMLElement>, open: () => void): void {
  const target = event.target as HTMLElement
  if (target.closest('button, a, input, select, textarea, label, [role="menuitem"]')) return
  open()
}

/** One icon button of a row (view, edit, delete), named for screen readers. */
function RowAction(props: {
  label: string
  icon: IconName
  danger?: boolean
  onClick: () => void
}) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette={props.danger ? 'red' : undefined}
      aria-label={props.label}
      onClick={props.onClick}
    >
      <AppIcon name={props.icon} boxSize="4" />
    </IconButton>
  )
}
