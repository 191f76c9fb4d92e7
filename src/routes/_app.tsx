import { Button, Center, Text, VStack } from '@chakra-ui/react'
import { withEmotionCache } from '@emotion/react'
import { Trans } from '@lingui/react/macro'
import { Outlet, createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useMarkLayoutDrawn } from '../components/early-home'
import { AppLoading, AppShell, useSessionWatch } from '../components/layout'
import { ReminderRunner } from '../components/reminders/lazy-runner'
import { useSession } from '../components/session'
import { CodeWarmUp, SyncEngine } from '../components/sync-status'
import { resolveBranding } from '../lib/branding'
import { groupWrappedRules } from '../lib/grouped-rules'
import { loadArea } from '../lib/i18n'

/** The pathless layout of every signed-in screen: needs a stored token and the user. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    if (!context.session.hasToken()) throw redirect({ to: '/login' })
    // 401 clears the stored login, runs the unauthorized handler and clears the user (sync/session.ts).
    const user = await context.session.ensureUser()
    if (!user) throw redirect({ to: '/login' })
  },
  loader: () =>
    Promise.all([
      loadArea('shell'),
      import('../components/books/contract-messages').then((m) => m.installDomainMessages()),
    ]),
  pendingComponent: AppLoading,
  pendingMs: 0,
  pendingMinMs: 0,
  errorComponent: AppLoadError,
  component: AppLayout,
})

/**
 * The signed-in screens add their styles to grouped blocks (src/lib/grouped-rules.ts): set up
 * while rendering, before this layout's first styles are written.
 */
const GroupedRules = withEmotionCache((_: object, cache) => {
  groupWrappedRules(cache.sheet)
  return null
})

function AppLayout() {
  const { session } = Route.useRouteContext()
  const { status, user } = useSession()
  const navigate = useNavigate()
  const toLogin = useCallback(() => void navigate({ to: '/login' }), [navigate])
  useSessionWatch(session, status, toLogin)
  useMarkLayoutDrawn()
  const logoCandidates = useMemo(() => resolveBranding(user).logoCandidates, [user])
  return (
    <>
      <GroupedRules />
      <AppShell user={user} logoCandidates={logoCandidates}>
        <Outlet />
        <ReminderRunner />
      </AppShell>
      {/* The offline engine runs for the signed-in user (lazily: this layout's chunk, never /login's). */}
      <SyncEngine userId={user?.id} />
      <CodeWarmUp />
    </>
  )
}

function AppLoadError() {
  const router = useRouter()
  return (
    <Center minH="100vh" role="alert">
      <VStack gap="3">
        <Text>
          <Trans>Não foi possível carregar seus dados.</Trans>
        </Text>
        <Button onClick={() => void router.invalidate()}>
          <Trans>Tentar novamente</Trans>
        </Button>
      </VStack>
    </Center>
  )
}
