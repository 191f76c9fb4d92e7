import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { ListLoadingPlaceholder } from './view/loading'
import { MemberFormScreen } from './form/member-form-screen'
import { MembersListScreen } from './members-list-screen'
import { kindOf, useMirrorRow } from './use-member-data'

export const MembersScreen = () => <MembersListScreen kind="members" />
export const VisitorsScreen = () => <MembersListScreen kind="visitors" />
export const NewMemberScreen = () => <MemberFormScreen kind="members" />
export const NewVisitorScreen = () => <MemberFormScreen kind="visitors" />

export function EditMemberScreen() {
  // Under /members or /visitors: the same screen.
  const memberId = useParams({ strict: false }).memberId ?? ''
  const member = useMirrorRow('members', memberId)
  if (member === undefined) return <ListLoadingPlaceholder />
  if (member === null)
    return (
      <Text>
        <Trans>Registro não encontrado.</Trans>
      </Text>
    )
  return <MemberFormScreen kind={kindOf(member)} member={member} key={member.id} />
}
