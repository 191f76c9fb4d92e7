import { Box, chakra, Grid, HStack, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { CalendarItem } from '../../../sync'
import { ItemChip } from './item-chip'
import { SOURCE_PALETTE } from './item-labels'

/** Items a wide cell lists before "+N". */
const CELL_ITEMS = 3

export interface MonthGridProps {
  weeks: readonly (readonly string[])[]
  /** `YYYY-MM` of the month shown: the other days are the neighbours'. */
  month: string
  /** The weekday names in the grid's order: [short, long]. */
  weekdays: readonly (readonly [string, string])[]
  byDate: ReadonlyMap<string, readonly CalendarItem[]>
  selected: string
  today: string
  /** A phone: dots and counts in the cells, the items below the grid. */
  narrow: boolean
  dayLabel: (date: string) => string
  onSelect: (date: string) => void
  onOpen: (item: CalendarItem) => void
}

/** The month as 7 columns from the locale's first weekday; each cell what falls on its day. */
export function MonthGrid(props: MonthGridProps) {
  const { weeks, weekdays, narrow } = props
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="month-grid">
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" bg="bg.muted" aria-hidden="true">
        {weekdays.map(([short, long]) => (
          <Text
            key={long}
            title={long}
            data-testid="weekday"
            textAlign="center"
            fontSize="xs"
            fontWeight="semibold"
            py="1"
            textTransform="capitalize"
            truncate
          >
            {short}
          </Text>
        ))}
      </Grid>
      {weeks.map((week) => (
        <Grid key={week[0]} templateColumns="repeat(7, minmax(0, 1fr))" borderTopWidth="1px">
          {week.map((date) => (
            <DayCell key={date} date={date} {...props} narrow={narrow} />
          ))}
        </Grid>
      ))}
    </Box>
  )
}

function DayCell({
  date,
  month,
  byDate,
  selected,
  today,
  narrow,
  dayLabel,
  onSelect,
  onOpen,
}: MonthGridProps & { date: string }) {
  const { t } = useLingui()
  const items = byDate.get(date) ?? []
  const outside = !date.startsWith(month)
  const overdue = items.filter((i) => i.status === 'overdue').length
  const isToday = date === today
  const count = items.length
  const label = [
    dayLabel(date),
    isToday ? t`hoje` : null,
    count ? plural(count, { one: '# item', other: '# itens' }) : null,
    overdue ? plural(overdue, { one: '# vencido', other: '# vencidos' }) : null,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <Box
      position="relative"
      minH={narrow ? '14' : '24'}
      p="1"
      borderStartWidth="1px"
      _first={{ borderStartWidth: 0 }}
      bg={outside ? 'bg.subtle' : undefined}
      outline={date === selected ? '2px solid' : undefined}
      outlineColor="brand.solid"
      outlineOffset="-2px"
      data-date={date}
      data-testid="day-cell"
    >
      <chakra.button
        type="button"
        onClick={() => onSelect(date)}
        aria-label={label}
        aria-pressed={date === selected}
        data-testid="day-button"
        position={narrow ? 'absolute' : 'static'}
        inset="0"
        display="flex"
        flexDirection="column"
        alignItems={narrow ? 'center' : 'start'}
        justifyContent="start"
        gap="1"
        p={narrow ? '1' : '0'}
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
      >
        <Text
          as="span"
          fontSize="sm"
          fontWeight={isToday ? 'bold' : 'normal'}
          color={isToday ? 'brand.contrast' : outside ? 'fg.muted' : undefined}
          bg={isToday ? 'brand.solid' : undefined}
          borderRadius="full"
          minW="6"
          textAlign="center"
          px="1"
        >
          {Number(date.slice(8))}
        </Text>
        {narrow && count > 0 && <Dots items={items} overdue={overdue} />}
      </chakra.button>
      {!narrow && (
        <Box display="flex" flexDirection="column" gap="0.5" mt="1">
          {items.slice(0, CELL_ITEMS).map((item) => (
            <ItemChip key={item.id} item={item} onOpen={onOpen} />
          ))}
          {count > CELL_ITEMS && (
            <chakra.button
              type="button"
              onClick={() => onSelect(date)}
              fontSize="xs"
              color="fg.muted"
              textAlign="start"
              cursor="pointer"
              _hover={{ textDecoration: 'underline' }}
            >
              <Plural value={count - CELL_ITEMS} one="+# item" other="+# itens" />
            </chakra.button>
          )}
        </Box>
      )}
    </Box>
  )
}

/** A phone's cell: a dot per kind of item there, the count, and the overdue mark. */
function Dots({ items, overdue }: { items: readonly CalendarItem[]; overdue: number }) {
  const sources = [...new Set(items.map((i) => i.source))]
  return (
    <HStack gap="0.5" aria-hidden="true" flexWrap="wrap" justify="center">
      {overdue > 0 ? (
        <Text as="span" fontSize="2xs" fontWeight="bold" color="fg.error" lineHeight="1">
          !{items.length}
        </Text>
      ) : (
        <Text as="span" fontSize="2xs" color="fg.muted" lineHeight="1">
          {items.length}
        </Text>
      )}
      {sources.slice(0, 3).map((source) => (
        <Box
          key={source}
          boxSize="1.5"
          borderRadius="full"
          bg={`${SOURCE_PALETTE[source]}.solid`}
        />
      ))}
    </HStack>
  )
}

/** "Nothing this month", under an empty grid or list. */
export function EmptyMonth() {
  return (
    <Text color="fg.muted">
      <Trans>Nada vence neste mês.</Trans>
    </Text>
  )
}
