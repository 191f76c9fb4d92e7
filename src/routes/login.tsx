import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginScreen } from '../features/auth/login/login-screen'

export const Route = createFileRoute('/login')({
  // The first screen of most visits: drawn without the design system (docs/frontend.md).
  staticData: { plain: true },
  beforeLoad: ({ context }) => {
    if (context.session.hasToken()) throw redirect({ to: '/' })
  },
  component: LoginScreen,
})
