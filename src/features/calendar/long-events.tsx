import { chakra, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { CalendarItem } from '../../../sync'
import { formatDate } from '../../lib/format'
import { itemTitle } from './item-labels'

/** The long events and campaigns of the month, once each with their dates, above a phone's grid. */
export function LongEvents({
  items,
  onOpen,
}: {
  items: readonly CalendarItem[]
  onOpen: (item: CalendarItem) => void
}) {
  const { t } = useLingui()
  if (items.length === 0) return null
  return (
    <Stack gap="1" data-testid="long-events" aria-label={t`Ao longo do mês`} as="section">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {t`Ao longo do mês`}
      </Text>
      {items.map((item) => {
        const from = formatDate(item.start)
        const to = formatDate(item.end)
        return (
          <chakra.button
            key={item.uid}
            type="button"
            onClick={() => onOpen(item)}
            colorPalette="purple"
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            borderStartWidth="4px"
            borderColor="colorPalette.solid"
            rounded="sm"
            px="2"
            py="1"
            textAlign="start"
            fontSize="sm"
            cursor="pointer"
          >
            <Text as="span" fontWeight="medium">
              {itemTitle(item)}
            </Text>{' '}
            · {t`${from} a ${to}`}
          </chakra.button>
        )
      })}
    </Stack>
  )
}
