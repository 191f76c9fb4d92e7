import { createRouter } from '@tanstack/react-router'
import { session } from '../../sync'
import { routeTree } from '../routeTree.gen'

/** The app's router: file routes (one lazy chunk per screen), `{ session }` in every route's context. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
