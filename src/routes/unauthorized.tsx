import { createFileRoute } from '@tanstack/react-router'
import { UnauthorizedScreen } from '../features/auth/unauthorized-screen'

export const Route = createFileRoute('/unauthorized')({ component: UnauthorizedScreen })
