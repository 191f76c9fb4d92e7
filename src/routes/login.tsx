import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginScreen } from '../features/auth/login-screen'

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => {
    if (context.session.hasToken()) throw redirect({ to: '/' })
  },
  component: LoginScreen,
})
