import type { Church, KeepLevel } from '../../../sync'
import type { Hierarchy } from '../mirror'

export interface KeepPlaceOption {
  /** `level:id` */
  value: string
  level: KeepLevel
  id: string
  name: string
}

/**
 * The places a device may keep: each convention, field and sector that holds more than one of
 * the user's churches but not all of them (keeping it narrows something, and is not one church),
 * by name, then each church.
 */
export function keepPlaceOptions(
  churches: readonly Church[],
  hierarchy: Hierarchy | undefined,
): KeepPlaceOption[] {
  const options: KeepPlaceOption[] = []
  for (const [level, key] of [
    ['convention', 'conventionId'],
    ['field', 'fieldId'],
    ['sector', 'sectorId'],
  ] as const) {
    const count = new Map<string, number>()
    for (const church of churches) {
      const id = church[key]
      if (id) count.set(id, (count.get(id) ?? 0) + 1)
    }
    for (const [id, n] of count) {
      const name = hierarchy?.names.get(id)
      if (name && n > 1 && n < churches.length)
        options.push({ value: `${level}:${id}`, level, id, name })
    }
  }
  options.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  if (churches.length > 1)
    for (const church of churches)
      options.push({
        value: `church:${church.id}`,
        level: 'church',
        id: church.id,
        name: church.name,
      })
  return options
}
