import { Card, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { memo, type ReactNode } from 'react'
import { AppIcon, type IconName } from '../../components/layout'

export interface MetricLine {
  label: string
  /** The figure as shown; undefined while it is read. */
  value: string | undefined
  tone?: 'positive' | 'negative'
}

export interface MetricCardProps {
  title: string
  icon: IconName
  /** The screen with the details (the title links to it), if there is one. */
  to?: '/tithing' | '/revenues' | '/expenses' | '/repasse' | '/members' | '/assets' | '/liabilities'
  lines: readonly MetricLine[]
  note?: ReactNode
  testId: string
}

const TONE = { positive: 'fg.success', negative: 'fg.error' } as const

/**
 * One tile of the home screen: a title linking to its screen and two or three figures. The home
 * reads its figures one by one; a tile whose figures did not change is not drawn again.
 */
export const MetricCard = memo(MetricCardView, sameCard)

/** Whether a tile would draw the same: its figures compared by value (the home builds them anew each time). */
export function sameCard(a: MetricCardProps, b: MetricCardProps): boolean {
  const sameLines =
    a.lines.length === b.lines.length &&
    a.lines.every((line, i) => {
      const other = b.lines[i]
      return line.label === other?.label && line.value === other.value && line.tone === other.tone
    })
  // A note is drawn anew each time (it is rare: approvals waiting, debts overdue).
  const sameNote = a.note == null && b.note == null
  return (
    sameLines &&
    sameNote &&
    a.title === b.title &&
    a.icon === b.icon &&
    a.to === b.to &&
    a.testId === b.testId
  )
}

function MetricCardView({ title, icon, to, lines, note, testId }: MetricCardProps) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Body gap="3">
        <HStack gap="2" color="fg.muted">
          <AppIcon name={icon} />
          {to ? (
            <Link asChild fontWeight="semibold" color="fg">
              <RouterLink to={to}>{title}</RouterLink>
            </Link>
          ) : (
            <Text fontWeight="semibold" color="fg">
              {title}
            </Text>
          )}
        </HStack>
        <Stack gap="2">
          {lines.map((line) => (
            <HStack key={line.label} justify="space-between" align="baseline" gap="3">
              <Text fontSize="sm" color="fg.muted">
                {line.label}
              </Text>
              {line.value === undefined ? (
                <Skeleton height="5" width="24" />
              ) : (
                <Text
                  fontSize="lg"
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  color={line.tone ? TONE[line.tone] : undefined}
                  data-figure={line.label}
                >
                  {line.value}
                </Text>
              )}
            </HStack>
          ))}
        </Stack>
        {note}
      </Card.Body>
    </Card.Root>
  )
}
