import { Progress, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { formatMoney, formatNumber } from '../../lib/format'

const PERCENT = { style: 'percent', maximumFractionDigits: 0 } as const

/**
 * One goal's progress: "R$ 1.200,00 de R$ 5.000,00 (24 %)" over a bar. For spending (`spend`),
 * going over the budget is the bad side: the bar turns red there, with the words saying it too.
 */
export function EventProgress({
  label,
  value,
  goal,
  spend = false,
  compact = false,
}: {
  label: string
  value: number
  goal: number
  spend?: boolean
  compact?: boolean
}) {
  const { t } = useLingui()
  const share = goal > 0 ? value / goal : 0
  const over = share > 1
  const palette = spend ? (over ? 'red' : 'blue') : over ? 'green' : 'blue'
  const text = t`${formatMoney(value)} de ${formatMoney(goal)} (${formatNumber(share, undefined, PERCENT)})`
  return (
    <Stack gap="1" minW={compact ? '40' : undefined}>
      {compact ? null : (
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      )}
      <Progress.Root
        value={Math.min(100, Math.round(share * 100))}
        colorPalette={palette}
        size={compact ? 'xs' : 'md'}
      >
        {/* The track is the progressbar (Ark): its name and value text go there. */}
        <Progress.Track aria-label={label} aria-valuetext={text}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize={compact ? 'xs' : 'sm'} color={spend && over ? 'fg.error' : 'fg.muted'}>
        {text}
        {spend && over ? ` · ${t`acima do orçamento`}` : ''}
      </Text>
    </Stack>
  )
}
