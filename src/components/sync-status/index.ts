export { SyncStatusIndicator } from './sync-status-indicator'
export {
  InitialSync,
  SyncStatusView,
  useInitialSyncText,
  type SyncStatusViewProps,
} from './sync-status-view'
export { InitialSyncStrip } from './initial-sync-strip'
export { useSyncStatus, useNow, useInitialSyncRunning } from './use-sync-status'
export { useEngineLifecycle } from './use-engine-lifecycle'
export { relativeTime } from './relative-time'
export { updateApp } from './update-app'
export { ReportStillArriving } from './report-still-arriving'
