import { Box, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { CalendarSource } from '../../../sync'
import { SOURCE_PALETTE, sourceLabel } from './item-labels'

const SOURCES: readonly CalendarSource[] = ['expense', 'revenue', 'liability', 'alert', 'event']

/** What a phone's cell says: each dot's colour, the number of items and the overdue mark. */
export function CalendarLegend() {
  const { t } = useLingui()
  return (
    <HStack
      as="section"
      aria-label={t`Legenda`}
      data-testid="calendar-legend"
      gap="3"
      rowGap="1"
      wrap="wrap"
      fontSize="xs"
      color="fg.muted"
    >
      {SOURCES.map((source) => (
        <HStack key={source} gap="1">
          <Box boxSize="2" borderRadius="full" bg={`${SOURCE_PALETTE[source]}.solid`} />
          <Text>{sourceLabel(source)}</Text>
        </HStack>
      ))}
      <Text>
        <Text as="span" fontWeight="semibold">
          2
        </Text>{' '}
        {t`itens no dia`}
      </Text>
      <Text>
        <Text as="span" fontWeight="bold" color="fg.error">
          !2
        </Text>{' '}
        {t`com algum vencido`}
      </Text>
    </HStack>
  )
}
