import { useNavigate } from '@tanstack/react-router'
import { requestPersistentStorage } from '../../../sync'
import { installPrompt } from '../../lib/install-prompt'
import { useInstallAvailable } from '../layout/use-install-prompt'
import { useAppStored } from './app-stored'
import { SyncStatusView } from './sync-status-view'
import { updateApp } from './update-app'
import { useNow, useSyncStatus } from './use-sync-status'

/** The sync status in the shell (sidebar footer; compact in the collapsed sidebar and the mobile top bar). */
export function SyncStatusIndicator({ compact = false }: { compact?: boolean | 'dot' }) {
  const status = useSyncStatus()
  const now = useNow()
  const navigate = useNavigate()
  const canInstall = useInstallAvailable()
  const stored = useAppStored()
  return (
    <SyncStatusView
      status={status}
      now={now}
      compact={compact}
      stored={stored}
      onOpenAttention={() => void navigate({ to: '/sync-attention' })}
      onSignIn={() => void navigate({ to: '/login' })}
      canInstall={canInstall}
      // Installed, the app's storage is persistent in Chromium: ask again once it is.
      onInstall={() =>
        void installPrompt
          .install()
          .then((accepted) => (accepted ? requestPersistentStorage() : false))
      }
      onPersist={() => void requestPersistentStorage()}
      onUpdate={() =>
        void updateApp().catch((error: unknown) => console.error('App update failed', error))
      }
    />
  )
}
