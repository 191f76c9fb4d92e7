import { createRouter } from '@tanstack/react-router'
import { session } from '../../sync'
import { routeTree } from '../routeTree.gen'
import { AppFrame } from './app-frame'

/**
 * The app's router: file routes (one lazy chunk per screen), `{ session }` in every route's
 * context, the screens inside the app's frame (the design system, or none on a plain screen).
 */
export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
    InnerWrap: AppFrame,
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
