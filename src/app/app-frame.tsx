import { Suspense, lazy, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import {
  DesignSystemOnDemandContext,
  type DesignSystemOnDemand,
} from '../components/design-system-on-demand'
import { EarlyFrame } from '../components/early-home'
import { ErrorFallback } from '../components/error-fallback'
import { session } from '../../sync'
import { DEFAULT_LOGO } from '../lib/branding'
import type * as ChakraRootModule from './chakra-root'

let loading: Promise<typeof ChakraRootModule> | undefined

/** The design system's chunk (./chakra-root), asked for once. */
export const loadDesignSystem = () => (loading ??= import('./chakra-root'))

const ChakraRoot = lazy(loadDesignSystem)

const yieldToMain = () => new Promise((resolve) => setTimeout(resolve))

/**
 * Loads the design system and builds it in a task of its own, so a cheap phone's main thread is
 * free a moment between the chunk's evaluation and the build (docs/frontend.md, "Start-up").
 */
export async function prepareDesignSystem(): Promise<void> {
  const designSystem = await loadDesignSystem()
  await yieldToMain()
  designSystem.buildDesignSystem()
  await yieldToMain()
}

/** Whether the router's current screen is drawn without the design system (`staticData.plain`). */
export function isPlainScreen(matches: readonly { staticData?: { plain?: boolean } }[]): boolean {
  return matches.some((match) => match.staticData?.plain === true)
}

/** The options (and so the `staticData`) of the routes an address leads to, before they load. */
function routeOptionsAt(router: ReturnType<typeof useRouter>, pathname: string) {
  const [routes] = router.getMatchedRoutes(pathname)
  return routes.map((route) => route.options as { staticData?: { plain?: boolean } })
}

/**
 * While the design system's chunk comes (a sign-in on a slow network, a cold start offline):
 * what index.html painted. Signed in, that is its frame, drawn by EarlyFrame beside (until the
 * signed-in layout is drawn, with the home's greeting on the home); else the logo.
 */
function Splash() {
  if (session.hasToken()) return null
  return (
    <div className="splash">
      <img src={DEFAULT_LOGO} alt="Celeiro" width="96" height="96" />
    </div>
  )
}

/**
 * Whether the page has had the design system (a screen drawn with it, or a dialog a plain screen
 * opened): from then on a plain screen keeps the toasts beside it, so the toast a sign-out or a
 * new password leaves still shows on /login. A first visit to /login loads none of it.
 */
let toastsWanted = false
const toastListeners = new Set<() => void>()
function wantToasts() {
  if (toastsWanted) return
  toastsWanted = true
  for (const listener of toastListeners) listener()
}
function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      toastListeners.add(listener)
      return () => toastListeners.delete(listener)
    },
    () => toastsWanted,
  )
}

/** What a plain screen opens with the design system: without the toasts, drawn beside the screen. */
function OnDemand({ children }: { children: ReactNode }) {
  useEffect(wantToasts, [])
  return <ChakraRoot toasts={false}>{children}</ChakraRoot>
}

const onDemand: DesignSystemOnDemand = {
  Wrap: OnDemand,
  preload: () => void loadDesignSystem(),
}

/** A screen with the design system around it (and the toasts); signed in, the early frame before it. */
function Designed({ children }: { children: ReactNode }) {
  useEffect(wantToasts, [])
  return (
    <>
      <EarlyFrame />
      <Suspense fallback={<Splash />}>
        <ChakraRoot>{children}</ChakraRoot>
      </Suspense>
    </>
  )
}

/**
 * Around the router's screens (its `InnerWrap`): the design system, or, on a plain screen
 * (/login), nothing, with the design system on demand for what the screen opens with it.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const router = useRouter()
  // Before the first screen has loaded (a slow phone draws first: main.tsx), there are no matches
  // yet: the address's routes say whether the coming screen is a plain one.
  const plain = useRouterState({
    select: (state) =>
      state.matches.length > 0
        ? isPlainScreen(state.matches)
        : isPlainScreen(routeOptionsAt(router, state.location.pathname)),
  })
  const toasts = useToastsWanted()
  if (!plain) return <Designed>{children}</Designed>
  return (
    <DesignSystemOnDemandContext.Provider value={onDemand}>
      {children}
      {toasts ? (
        <ErrorFallback what="The toaster">
          <Suspense fallback={null}>
            <ChakraRoot />
          </Suspense>
        </ErrorFallback>
      ) : null}
    </DesignSystemOnDemandContext.Provider>
  )
}
