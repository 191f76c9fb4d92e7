import { useLingui } from '@lingui/react/macro'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react'
import { session, type SessionUser } from '../../../sync'
import { iconDrawing } from '../layout/icon-drawings'
import { askEarlyFigures } from './early-figures-request'
import { useSession } from '../session'
import { useLayoutDrawn } from './layout-drawn'
import { greetingOf, mainActions, type MainAction } from './main-actions'

/** The money cards' code, asked for with their figures: not on /login's first load. */
const EarlyFigures = lazy(() => import('./early-figures'))

/**
 * The home's greeting, main actions and (on a first sign-in) money figures in plain HTML and CSS
 * (index.html, `.early-home`), drawn while the design system and the home's code are still on
 * their way (a first sign-in on a weak signal waits seconds for them): the same words and places
 * as the home (HomeScreen), and links that work — a tap on "Abrir modo culto" goes there as soon
 * as its screen has loaded. `framed`: drawn beside index.html's frame (the sidebar or the top
 * bar), not inside the app's.
 */
export function EarlyHome({ user, framed }: { user: SessionUser; framed: boolean }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const { name, place, role } = greetingOf(user)
  const actions = mainActions(user)
  const figures = useEarlyFiguresAnswer(user.id)
  const open = (action: MainAction) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    void router.navigate(action.target)
  }
  return (
    // No test ids of the home's own (home-greeting...): a test that waits for them waits for the app's home.
    <section
      className={framed ? 'early-home early-home--framed' : 'early-home'}
      data-testid="early-home"
    >
      <h1 className="early-home__greeting">{t`Olá, ${name}!`}</h1>
      <p className="early-home__place" data-testid="early-home-place">{t`${place} · ${role}`}</p>
      {actions.length > 0 ? (
        <nav className="early-home__actions" aria-label={t`Ações principais`}>
          {actions.map((action) => (
            <a
              key={action.key}
              href={router.buildLocation(action.target).href}
              className={`early-home__action${action.primary ? ' early-home__action--primary' : ''}`}
              onClick={open(action)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {iconDrawing(action.icon)}
              </svg>
              {i18n._(action.label)}
            </a>
          ))}
        </nav>
      ) : null}
      {figures ? (
        <Suspense fallback={null}>
          <EarlyFigures answer={figures} />
        </Suspense>
      ) : null}
    </section>
  )
}

/** The figures' request (askEarlyFigures), asked once the early home is drawn; null before. */
function useEarlyFiguresAnswer(userId: string): Promise<unknown> | null {
  const [answer, setAnswer] = useState<{ userId: string; answer: Promise<unknown> } | null>(null)
  useEffect(() => setAnswer({ userId, answer: askEarlyFigures(userId) }), [userId])
  return answer?.userId === userId ? answer.answer : null
}

/** The signed-in user known to this page (the sign-in's answer, or the stored one) on the home's address, else null. */
export function useHomeUser(): SessionUser | null {
  const { user } = useSession()
  const home = useRouterState({ select: (state) => state.location.pathname === '/' })
  return home ? user : null
}

/**
 * Whether the address leads to a signed-in screen (inside the `_app` layout), not a public one,
 * and nothing on the way has failed: an error screen (the layout's "Tentar novamente") is never
 * covered.
 */
function useSignedInScreen(): boolean {
  const router = useRouter()
  return useRouterState({
    select: (state) =>
      router.getMatchedRoutes(state.location.pathname)[0].some((route) => route.id === '/_app') &&
      !state.matches.some((match) => match.status === 'error' || match.status === 'notFound'),
  })
}

/**
 * What index.html paints for a signed-in user (its frame: the sidebar or the top bar) and, on the
 * home, the greeting and main actions beside it: from the sign-in (or a cold start) until the
 * signed-in layout is drawn, whatever the router shows meanwhile (the design system's chunk, the
 * layout's, their loading views).
 */
export function EarlyFrame() {
  const user = useHomeUser()
  const drawn = useLayoutDrawn()
  const signedInScreen = useSignedInScreen()
  if (drawn || !signedInScreen || !session.hasToken()) return null
  // `early-frame`: hidden by CSS in the very frame the layout appears (`data-app-layout`), so the
  // two are never painted one above the other.
  return (
    <div className="early-frame">
      <div className="shell shell--shown" aria-hidden="true">
        <header className="shell__frame" />
      </div>
      {user ? <EarlyHome user={user} framed /> : null}
    </div>
  )
}

/** The home's route while its code loads, inside the signed-in layout: the same greeting and actions. */
export function HomeLoading() {
  const user = useHomeUser()
  return user ? <EarlyHome user={user} framed={false} /> : null
}
