import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '../components/session'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Its own chunk: the root route is not split, and the page is drawn with the design system,
  // which /login's first load does not carry.
  notFoundComponent: lazyRouteComponent(() => import('../features/auth/not-found'), 'NotFound'),
})
