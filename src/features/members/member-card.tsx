import { Badge, chakra } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Member } from '../../../sync'
import { displayPhone, fullName } from './member-display'

/** One line of contact: the phone, else the e-mail, else nothing. */
export function memberContact(member: Pick<Member, 'phone' | 'email'>): string {
  return displayPhone(member.phone) || member.email || ''
}

/**
 * A member's card title on a phone (issue 51): the name, then "category · church" on one line.
 * `leading` sits at the left, 32–40 px wide (the member's photo, when there is one).
 */
export function MemberCardTitle({
  member,
  category,
  church,
  leading,
}: {
  member: Member
  category?: string
  church?: string
  leading?: ReactNode
}) {
  const detail = [category, church].filter(Boolean).join(' · ')
  return (
    <chakra.span display="flex" alignItems="center" gap="3" minW="0" data-testid="member-card">
      {leading}
      <chakra.span display="flex" flexDirection="column" minW="0">
        <chakra.span display="flex" alignItems="center" gap="2" flexWrap="wrap">
          <chakra.span>{fullName(member)}</chakra.span>
          {member.approval === 'pending' ? (
            <Badge colorPalette="orange" size="sm">
              <Trans>Aguardando aprovação</Trans>
            </Badge>
          ) : null}
        </chakra.span>
        {detail ? (
          <chakra.span
            fontSize="xs"
            fontWeight="normal"
            color="fg.muted"
            truncate
            data-testid="row-detail"
          >
            {detail}
          </chakra.span>
        ) : null}
      </chakra.span>
    </chakra.span>
  )
}
