import { useLingui } from '@lingui/react/macro'
import { useLiveQuery } from '../mirror'
import { deviceKeep, type MirrorKeep } from '../../../sync'
import { useHierarchy } from '../mirror'
import { useSyncStatusField } from '../sync-status/use-sync-status'

/** What this device keeps (a partial mirror, docs/sync.md), live; undefined while the engine starts. */
export function useDeviceKeep(): MirrorKeep | undefined {
  const running = useSyncStatusField('running')
  return useLiveQuery(async () => (running ? await deviceKeep() : undefined), [running])
}

/**
 * The kept part in words ("Igreja Sede, de 2026 em diante"); null when the device keeps
 * everything. `dated`: whether the years count for what is being read (dated finance rows).
 */
export function useKeepText(keep: MirrorKeep | undefined, dated = true): string | null {
  const { t } = useLingui()
  const hierarchy = useHierarchy()
  if (!keep) return null
  const place = keep.place
    ? (hierarchy?.names.get(keep.place.id) ?? t`uma parte da organização`)
    : null
  const year = dated && keep.from ? keep.from.slice(0, 4) : null
  if (place && year) return t`${place}, de ${year} em diante`
  if (place) return place
  if (year) return t`de ${year} em diante`
  return null
}
