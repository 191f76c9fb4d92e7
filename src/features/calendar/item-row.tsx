import { Badge, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { CalendarItem } from '../../../sync'
import { AppIcon, type IconName } from '../../components/layout'
import { formatDate, formatMoney } from '../../lib/format'
import { itemTitle, SOURCE_PALETTE, sourceLabel, statusLabel } from './item-labels'

const SOURCE_ICON: Record<CalendarItem['source'], IconName> = {
  revenue: 'trendingUp',
  expense: 'trendingDown',
  event: 'flag',
  alert: 'clock',
  liability: 'file',
}

/** One item of a day's list: kind, title, instalment, church, amount and state; a tap opens it. */
export function ItemRow({
  item,
  churchName,
  onOpen,
}: {
  item: CalendarItem
  /** Shown when the user sees several churches. */
  churchName: string | null
  onOpen: (item: CalendarItem) => void
}) {
  const overdue = item.status === 'overdue'
  const status = statusLabel(item)
  const palette = overdue ? 'red' : SOURCE_PALETTE[item.source]
  const spanned = item.source === 'event' && item.start !== item.end
  return (
    <chakra.button
      type="button"
      onClick={() => onOpen(item)}
      width="full"
      textAlign="start"
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      borderWidth="1px"
      borderStartWidth="4px"
      borderColor={overdue ? 'red.solid' : 'border'}
      borderStartColor={`${palette}.solid`}
      bg={overdue ? 'red.subtle' : 'bg'}
      borderRadius="md"
      cursor="pointer"
      _hover={{ bg: overdue ? 'red.muted' : 'bg.subtle' }}
      data-testid="calendar-item"
      data-source={item.source}
      data-status={item.status}
    >
      <AppIcon name={SOURCE_ICON[item.source]} color={`${palette}.fg`} flexShrink={0} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {itemTitle(item)}
          {item.instalment && (
            <chakra.span color="fg.muted" fontWeight="normal">
              {' '}
              ·{' '}
              {item.instalment.of === null ? (
                <Trans>parcela {item.instalment.n}</Trans>
              ) : (
                <Trans>
                  parcela {item.instalment.n}/{item.instalment.of}
                </Trans>
              )}
            </chakra.span>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {[
            sourceLabel(item.source),
            spanned ? `${formatDate(item.start)} – ${formatDate(item.end)}` : null,
            churchName,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Stack gap="1" align="end" flexShrink={0}>
        {item.amount !== null && (
          <Text
            fontSize="sm"
            fontVariantNumeric="tabular-nums"
            textDecoration={item.status === 'realized' ? 'line-through' : undefined}
          >
            {formatMoney(item.amount)}
          </Text>
        )}
        {status && (
          <Badge
            colorPalette={overdue ? 'red' : item.status === 'realized' ? 'green' : 'gray'}
            variant={overdue ? 'solid' : 'subtle'}
          >
            {overdue && <AppIcon name="alert" boxSize="3" />}
            {item.status === 'realized' && <AppIcon name="check" boxSize="3" />}
            {status}
          </Badge>
        )}
      </Stack>
    </chakra.button>
  )
}

/** The items of one day under its date. */
export function DayItems({
  date,
  items,
  churchName,
  onOpen,
  heading,
}: {
  date: string
  items: readonly CalendarItem[]
  churchName: (item: CalendarItem) => string | null
  onOpen: (item: CalendarItem) => void
  heading: string
}) {
  return (
    <Stack as="section" gap="2" aria-label={heading} data-date={date}>
      <HStack justify="space-between">
        <Text as="h3" fontWeight="semibold">
          {heading}
        </Text>
      </HStack>
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>Nada neste dia.</Trans>
        </Text>
      ) : (
        items.map((item) => (
          <ItemRow key={item.id} item={item} churchName={churchName(item)} onOpen={onOpen} />
        ))
      )}
    </Stack>
  )
}
