import { chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * A row's first cell (a card's title on a phone): what the row is, and under it, smaller, what
 * tells it from its neighbours (its church, its kind, its code). Spans only: on a phone it sits
 * inside the card's button.
 */
export function ListTitle({ title, detail }: { title: ReactNode; detail?: ReactNode }) {
  return (
    <chakra.span display="flex" flexDirection="column" minW="0">
      <chakra.span>{title}</chakra.span>
      {detail ? (
        <chakra.span fontSize="xs" fontWeight="normal" color="fg.muted" data-testid="row-detail">
          {detail}
        </chakra.span>
      ) : null}
    </chakra.span>
  )
}
