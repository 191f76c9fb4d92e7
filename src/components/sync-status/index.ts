export { SyncStatusIndicator } from './sync-status-indicator'
export {
  InitialSync,
  SyncStatusView,
  useInitialSyncText,
  type SyncStatusViewProps,
} from './sync-status-view'
export { InitialSyncStrip } from './initial-sync-strip'
export {
  useSyncStatus,
  useSyncStatusField,
  useOnline,
  useNow,
  useInitialSyncRunning,
} from './use-sync-status'
export { SyncEngine } from './use-engine-lifecycle'
export { CodeWarmUp } from './code-warm-up'
export { relativeTime } from './relative-time'
export { updateApp } from './update-app'
export { ReportStillArriving } from './report-still-arriving'
