import { createRouter } from '@tanstack/react-router'
import { session } from '../../sync'
import { routeTree } from '../routeTree.gen'
import { AppFrame } from './app-frame'
import { ScreenError } from './screen-error'

/**
 * The app's router: file routes (one lazy chunk per screen), `{ session }` in every route's
 * context, the screens inside the app's frame (the design system, or none on a plain screen), a
 * screen that cannot load shown in the app (./screen-error.tsx).
 */
export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
    InnerWrap: AppFrame,
    // Where the screen goes, the menu kept: a screen not stored on the device yet says so.
    defaultErrorComponent: ScreenError,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** Drawn without the design system, with its own CSS (/login: docs/frontend.md). */
    plain?: boolean
  }
}
