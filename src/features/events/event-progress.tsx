import { Progress, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { EventLevel } from '../../../sync'
import { formatMoney, formatNumber } from '../../lib/format'
import { partLabel } from './labels'

const PERCENT = { style: 'percent', maximumFractionDigits: 0 } as const

/**
 * One goal's progress: "R$ 1.200,00 de R$ 5.000,00 (24 %)" over a bar. For spending (`spend`),
 * going over the budget is the bad side: the bar turns red there, with the words saying it too.
 * With `part` (the user's mirror holds only their church's or sector's share of a campaign above
 * it), the words say whose it is: "Sua igreja: R$ 5.175,00 (37% da meta da campanha toda, …)".
 */
export function EventProgress({
  label,
  value,
  goal,
  spend = false,
  compact = false,
  part = null,
}: {
  label: string
  value: number
  goal: number
  spend?: boolean
  compact?: boolean
  part?: EventLevel | null
}) {
  const { t } = useLingui()
  const share = goal > 0 ? value / goal : 0
  const over = share > 1
  const palette = spend ? (over ? 'red' : 'blue') : over ? 'green' : 'blue'
  const amount = formatMoney(value)
  const whole = formatMoney(goal)
  const percent = formatNumber(share, undefined, PERCENT)
  const whose = part ? partLabel(part) : ''
  const text = part
    ? t`${whose}: ${amount} (${percent} da meta da campanha toda, ${whole})`
    : t`${amount} de ${whole} (${percent})`
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
