import { createFileRoute } from '@tanstack/react-router'
import { HomeLoading } from '../../components/early-home'
import { HomeScreen } from '../../features/home/home-screen'

export const Route = createFileRoute('/_app/')({
  component: HomeScreen,
  // While the home's code loads: its greeting and main actions, drawn without it.
  pendingComponent: HomeLoading,
  pendingMs: 0,
  pendingMinMs: 0,
})
