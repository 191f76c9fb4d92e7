import { createFileRoute } from '@tanstack/react-router'
import { LogoutScreen } from '../../features/profile/logout-screen'

export const Route = createFileRoute('/_app/logout')({
  component: LogoutScreen,
})
