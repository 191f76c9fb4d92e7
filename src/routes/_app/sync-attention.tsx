import { createFileRoute } from '@tanstack/react-router'
import { AttentionScreen } from '../../features/sync-attention/attention-screen'

/** The user's own rejected changes: no permission needed. */
export const Route = createFileRoute('/_app/sync-attention')({
  component: AttentionScreen,
})
