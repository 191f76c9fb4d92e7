import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useSession } from '../../../components/session'
import { notify } from '../../../lib/toaster'
import { useOnline } from '../../../components/sync-status'
import type { UserRow } from './user-form-schema'
import { resendValidation, setUserActive } from './users-api'
import { errorText } from '../../../components/books'

/** Status of a user with activate/deactivate (after confirmation) and "resend validation e-mail"; online only. */
export function UserStatusActions({ user, canEdit }: { user: UserRow; canEdit: boolean }) {
  const { t } = useLingui()
  const online = useOnline()
  const me = useSession().user
  const [confirming, setConfirming] = useState(false)
  const [sending, setSending] = useState(false)
  const active = user.status === 'active'
  const self = me?.id === user.id

  const toggle = async () => {
    try {
      await setUserActive(user.id, !active)
      notify.success(active ? t`Usuário desativado.` : t`Usuário ativado.`)
    } catch (error) {
      notify.error(errorText(error))
    }
  }
  const resend = async () => {
    setSending(true)
    try {
      await resendValidation(user.id)
      notify.success(t`E-mail de validação reenviado.`)
    } catch (error) {
      notify.error(errorText(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Stack gap="2" borderTopWidth="1px" pt="4" data-testid="user-status">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          <Trans>Situação</Trans>
        </Text>
        <Badge colorPalette={active ? 'green' : 'gray'}>
          {active ? <Trans>Ativo</Trans> : <Trans>Inativo</Trans>}
        </Badge>
        <Badge colorPalette={user.emailConfirmed ? 'green' : 'orange'} variant="outline">
          {user.emailConfirmed ? (
            <Trans>E-mail confirmado</Trans>
          ) : (
            <Trans>E-mail não confirmado</Trans>
          )}
        </Badge>
      </HStack>
      {user.pendingEmail ? (
        <Text fontSize="sm" color="fg.muted" data-testid="pending-email">
          <Trans>
            Aguardando a confirmação de {user.pendingEmail}: até lá, o acesso continua com{' '}
            {user.email}.
          </Trans>
        </Text>
      ) : null}
      {canEdit ? (
        <HStack gap="2" wrap="wrap">
          {!self ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette={active ? 'red' : 'green'}
              disabled={!online}
              onClick={() => setConfirming(true)}
            >
              {active ? <Trans>Desativar usuário</Trans> : <Trans>Ativar usuário</Trans>}
            </Button>
          ) : null}
          {!user.emailConfirmed || user.pendingEmail ? (
            <Button
              size="sm"
              variant="outline"
              disabled={!online}
              loading={sending}
              onClick={() => void resend()}
            >
              <Trans>Reenviar e-mail de validação</Trans>
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {canEdit && !online ? (
        <Text fontSize="xs" color="fg.muted" role="note">
          <Trans>Ativar, desativar e reenviar o e-mail precisam de conexão com a internet.</Trans>
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone={active ? 'danger' : 'default'}
        title={active ? <Trans>Desativar usuário</Trans> : <Trans>Ativar usuário</Trans>}
        description={
          active ? (
            <Trans>
              {user.name} perderá o acesso e será desconectado de todos os dispositivos. Continuar?
            </Trans>
          ) : (
            <Trans>{user.name} poderá entrar no sistema novamente. Continuar?</Trans>
          )
        }
        confirmLabel={active ? t`Desativar` : t`Ativar`}
        onConfirm={toggle}
        onCancel={() => notify.info(t`Ação cancelada.`)}
      />
    </Stack>
  )
}
