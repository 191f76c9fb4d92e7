import { Box, Flex, Grid, IconButton, Menu, Portal, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MouseEvent, ReactNode } from 'react'
import { AppIcon } from '../layout/icons'
import {
  openUnlessControl,
  PendingMark,
  type ListColumn,
  type ListRowsProps,
  type RowActions,
} from './list-table'

/** The columns a phone's card shows as label/value lines: all but the title and the wide-only ones. */
export function cardDetails<Row>(columns: readonly ListColumn<Row>[]): ListColumn<Row>[] {
  return columns.slice(1).filter((column) => !column.wideOnly)
}

/**
 * The list on a phone: one card per row, its first column as the title and the others as
 * label/value lines. Tapping the card opens the record; edit and delete sit in its menu.
 */
export function ListCards<Row>({
  columns,
  rows,
  getRowId,
  getRowLabel,
  isPending,
  ...actions
}: ListRowsProps<Row>) {
  const [titleColumn] = columns
  const shown = cardDetails(columns)
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="flex"
      flexDirection="column"
      gap="2"
      data-testid="list-cards"
    >
      {rows.map((row) => (
        <ListCard
          key={getRowId(row)}
          row={row}
          label={getRowLabel(row)}
          title={titleColumn?.cell(row)}
          pending={isPending?.(row) ?? false}
          details={shown}
          {...actions}
        />
      ))}
    </Box>
  )
}

interface ListCardProps<Row> extends RowActions<Row> {
  row: Row
  label: string
  title: ReactNode
  pending: boolean
  details: readonly ListColumn<Row>[]
}

function ListCard<Row>({
  row,
  label,
  pending,
  title,
  details,
  onView,
  onEdit,
  onDelete,
}: ListCardProps<Row>) {
  const { t } = useLingui()
  const open = onView ?? onEdit
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (open) openUnlessControl(event, () => open(row))
  }
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="md"
      bg="bg"
      p="3"
      cursor={open ? 'pointer' : undefined}
      _hover={open ? { bg: 'bg.muted' } : undefined}
      onClick={onCardClick}
      data-testid="list-card"
    >
      <Flex align="center" gap="2">
        <Box flex="1" minW="0" fontWeight="semibold" data-card-title="">
          {open ? (
            <Box
              as="button"
              textAlign="start"
              aria-label={onView ? t`Ver ${label}` : t`Editar ${label}`}
              onClick={() => open(row)}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              {title}
            </Box>
          ) : (
            title
          )}
          {pending ? <PendingMark /> : null}
        </Box>
        {onEdit || onDelete ? (
          <CardMenu
            label={label}
            row={row}
            onEdit={onView ? onEdit : undefined}
            onDelete={onDelete}
          />
        ) : null}
      </Flex>
      {details.length > 0 ? (
        <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="1" mt="2" fontSize="sm">
          {details.map((column) => (
            <CardLine key={column.id} label={column.header} value={column.cell(row)} />
          ))}
        </Grid>
      ) : null}
    </Box>
  )
}

function CardLine(props: { label: ReactNode; value: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {props.label}
      </Text>
      <Box as="dd" textAlign="end" minW="0" overflowWrap="anywhere">
        {props.value}
      </Box>
    </>
  )
}

function CardMenu<Row>(props: {
  label: string
  row: Row
  onEdit?: (row: Row) => void
  onDelete?: (row: Row) => void
}) {
  const { t } = useLingui()
  const { label, row, onEdit, onDelete } = props
  if (!onEdit && !onDelete) return null
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label={t`Ações de ${label}`}>
          <AppIcon name="more" boxSize="4" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            {onEdit ? (
              <Menu.Item value="edit" aria-label={t`Editar ${label}`} onClick={() => onEdit(row)}>
                <AppIcon name="edit" boxSize="4" />
                <Trans>Editar</Trans>
              </Menu.Item>
            ) : null}
            {onDelete ? (
              <Menu.Item
                value="delete"
                color="fg.error"
                aria-label={t`Excluir ${label}`}
                onClick={() => onDelete(row)}
              >
                <AppIcon name="trash" boxSize="4" />
                <Trans>Excluir</Trans>
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
