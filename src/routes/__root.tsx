import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../components/session'
import { NotFound } from '../features/auth/not-found'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
})
