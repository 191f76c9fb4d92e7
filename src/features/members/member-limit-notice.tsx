import { Alert } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { MEMBER_LIMIT_WARNING_RATIO, type Member } from '../../../sync'
import { useSession } from '../../components/session'
import { formatNumber } from '../../lib/format'

/**
 * The plan's member limit (me.billing.memberLimit) against the active members on this device:
 * a warning from 90 %, and at the limit the server refuses new members.
 */
export function MemberLimitNotice({ members }: { members: readonly Member[] | undefined }) {
  const limit = useSession().user?.billing?.memberLimit
  if (!limit || !members) return null
  const active = members.filter((member) => member.status === 'active').length
  if (active < limit * MEMBER_LIMIT_WARNING_RATIO) return null
  const count = formatNumber(active)
  const max = formatNumber(limit)
  const full = active >= limit
  return (
    <Alert.Root status={full ? 'error' : 'warning'} mb="4" data-testid="member-limit">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {full ? (
            <Trans>
              Limite do plano atingido: {count} de {max} membros ativos.
            </Trans>
          ) : (
            <Trans>
              Perto do limite do plano: {count} de {max} membros ativos.
            </Trans>
          )}
        </Alert.Title>
        <Alert.Description>
          {full ? (
            <Trans>Novos membros serão recusados até a organização mudar de plano.</Trans>
          ) : (
            <Trans>Ao atingir o limite, novos membros serão recusados.</Trans>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
