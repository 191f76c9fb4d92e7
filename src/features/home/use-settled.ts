import { useInitialSyncRunning } from '../../components/sync-status'

/**
 * The home's figures and lists that read rows which may still be on their way (docs/sync.md: an
 * initial sync brings the monthly totals first, most rows after): while the device's initial
 * sync runs they read as still loading, never as a zero or "nothing due" that is not true yet.
 * `null` (the role does not see it) stays null.
 */
export function useSettled(): <T>(value: T) => T | undefined {
  const arriving = useInitialSyncRunning()
  return (value) => (arriving && value !== null ? undefined : value)
}
