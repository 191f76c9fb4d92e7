import { Center, Spinner, Text, VStack } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { HttpError, pendingCount, readLogin, session, wipeUserData } from '../../../sync'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../lib/toaster'

let leaving: Promise<'done' | 'offline'> | null = null

/**
 * Ends the session once even when React runs the effect twice: the server logout, then this
 * user's device data (mirror, outbox, needs-attention list) is wiped; the stored login is
 * always cleared.
 */
function signOutOnce(userId: string | null): Promise<'done' | 'offline'> {
  leaving ??= session
    .signOut()
    .then(() => 'done' as const)
    .catch((error: unknown) => {
      // signOut has already cleared the stored login; the server session expires on its own.
      if (error instanceof HttpError && error.isNetwork) return 'offline' as const
      console.error('Logout failed on the server', error)
      return 'done' as const
    })
    .then(async (outcome) => {
      if (userId)
        await wipeUserData(userId).catch((error: unknown) =>
          console.error('Wiping device data failed', error),
        )
      return outcome
    })
    .finally(() => {
      leaving = null
    })
  return leaving
}

const currentUserId = (): string | null =>
  session.getSnapshot().user?.id ?? readLogin()?.user?.id ?? null

/**
 * /logout (spec §2, §4): with unsent changes, first a warning (Cancel goes back); then a waiting
 * message while the server is told and the device data wiped, then the login screen.
 */
export function LogoutScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const router = useRouter()
  const [userId] = useState(currentUserId)
  const [phase, setPhase] = useState<
    { step: 'checking' } | { step: 'warn'; pending: number } | { step: 'leaving' }
  >({ step: 'checking' })

  useEffect(() => {
    if (phase.step !== 'checking') return
    let active = true
    const check = userId ? pendingCount(userId) : Promise.resolve(0)
    void check
      .catch(() => 0)
      .then((pending) => {
        if (active) setPhase(pending > 0 ? { step: 'warn', pending } : { step: 'leaving' })
      })
    return () => {
      active = false
    }
  }, [phase.step, userId])

  useEffect(() => {
    if (phase.step !== 'leaving') return
    let active = true
    void signOutOnce(userId).then((outcome) => {
      if (outcome === 'offline')
        notify.info(
          t`Você saiu deste aparelho, mas sem conexão não foi possível avisar o servidor.`,
        )
      if (active) void navigate({ to: '/login', replace: true })
    })
    return () => {
      active = false
    }
  }, [phase.step, userId, navigate, t])

  const pending = phase.step === 'warn' ? phase.pending : 0
  const stay = () => {
    if (window.history.length > 1) router.history.back()
    else void navigate({ to: '/', replace: true })
  }

  return (
    <Center minH="60vh" role="status" aria-live="polite">
      {phase.step === 'warn' ? (
        <ConfirmDialog
          open
          onOpenChange={() => undefined}
          tone="danger"
          title={<Trans>Sair sem enviar?</Trans>}
          description={
            <span data-testid="logout-pending-warning">
              <Plural
                value={pending}
                one="Você tem # alteração ainda não enviada; se sair agora, ela será perdida."
                other="Você tem # alterações ainda não enviadas; se sair agora, elas serão perdidas."
              />
            </span>
          }
          confirmLabel={<Trans>Sair mesmo assim</Trans>}
          onConfirm={() => setPhase({ step: 'leaving' })}
          onCancel={stay}
        />
      ) : null}
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text data-testid="logout-waiting">
          <Trans>Saindo...</Trans>
        </Text>
      </VStack>
    </Center>
  )
}
