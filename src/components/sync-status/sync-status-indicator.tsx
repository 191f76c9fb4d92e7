import { useNavigate } from '@tanstack/react-router'
import { SyncStatusView } from './sync-status-view'
import { updateApp } from './update-app'
import { useNow, useSyncStatus } from './use-sync-status'

/** The sync status in the shell (sidebar footer; compact in the collapsed sidebar and the mobile top bar). */
export function SyncStatusIndicator({ compact = false }: { compact?: boolean | 'dot' }) {
  const status = useSyncStatus()
  const now = useNow()
  const navigate = useNavigate()
  return (
    <SyncStatusView
      status={status}
      now={now}
      compact={compact}
      onOpenAttention={() => void navigate({ to: '/sync-attention' })}
      onSignIn={() => void navigate({ to: '/login' })}
      onUpdate={() =>
        void updateApp().catch((error: unknown) => console.error('App update failed', error))
      }
    />
  )
}
