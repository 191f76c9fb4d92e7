import { chakra } from '@chakra-ui/react'
import type { CalendarItem } from '../../../sync'
import { AppIcon } from '../../components/layout'
import { itemTitle, SOURCE_PALETTE, statusLabel } from './item-labels'

/**
 * An item inside a grid cell (wide screens): its title on its kind's colour; overdue ones in red
 * with the alert icon, realised ones with a check. An event's chip reaches the cell's edges on
 * the days inside its span, so its days read as one bar.
 */
export function ItemChip({
  item,
  onOpen,
}: {
  item: CalendarItem
  onOpen: (item: CalendarItem) => void
}) {
  const overdue = item.status === 'overdue'
  const realized = item.status === 'realized'
  const status = statusLabel(item)
  const title = itemTitle(item)
  const spanned = item.source === 'event' && item.start !== item.end
  const continuesLeft = spanned && item.date !== item.start
  const continuesRight = spanned && item.date !== item.end
  return (
    <chakra.button
      type="button"
      onClick={() => onOpen(item)}
      colorPalette={overdue ? 'red' : SOURCE_PALETTE[item.source]}
      bg={overdue ? 'red.solid' : 'colorPalette.subtle'}
      color={overdue ? 'red.contrast' : 'colorPalette.fg'}
      fontWeight={overdue ? 'semibold' : 'normal'}
      textDecoration={realized ? 'line-through' : undefined}
      display="flex"
      alignItems="center"
      gap="1"
      width={spanned ? 'calc(100% + 8px)' : 'full'}
      ms={continuesLeft ? '-4px' : spanned ? '0' : undefined}
      me={continuesRight ? '-4px' : undefined}
      ps={continuesLeft ? '2' : '1'}
      pe="1"
      py="0.5"
      borderRadius="sm"
      borderStartRadius={continuesLeft ? '0' : undefined}
      borderEndRadius={continuesRight ? '0' : undefined}
      fontSize="xs"
      textAlign="start"
      cursor="pointer"
      _hover={{ filter: 'brightness(0.95)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      title={[title, status].filter(Boolean).join(' · ')}
      aria-label={[title, status].filter(Boolean).join(', ')}
      data-source={item.source}
      data-status={item.status}
    >
      {overdue && <AppIcon name="alert" boxSize="3" flexShrink={0} />}
      {realized && <AppIcon name="check" boxSize="3" flexShrink={0} />}
      {item.source === 'alert' && <AppIcon name="clock" boxSize="3" flexShrink={0} />}
      <chakra.span truncate minW="0">
        {title}
      </chakra.span>
    </chakra.button>
  )
}
