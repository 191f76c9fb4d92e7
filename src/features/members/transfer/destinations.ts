import type { Church, ChurchDirectoryEntry } from '../../../../sync'

interface Chosen {
  conventionId?: string
  fieldId?: string
  sectorId?: string
}

interface Node {
  id: string
  name: string
}

export interface DestinationSource {
  conventions: readonly Node[]
  fields: readonly (Node & { conventionId: string })[]
  sectors: readonly (Node & { fieldId: string })[]
  churches: readonly Pick<Church, 'id' | 'name' | 'conventionId' | 'fieldId' | 'sectorId'>[]
}

/**
 * What a node without a name in the mirror is called (a role may see churches but not their
 * sector); null leaves it out of the choices (an optional level: the church decides it).
 */
export type UnnamedLabel = (kind: 'convention' | 'field' | 'sector') => string | null

function nodes(
  named: readonly Node[],
  ids: Iterable<string>,
  kind: Parameters<UnnamedLabel>[0],
  unnamed: UnnamedLabel,
) {
  const byId = new Map(named.map((n) => [n.id, n.name]))
  const out = new Map<string, string>()
  for (const n of named) out.set(n.id, n.name)
  for (const id of ids) {
    if (!id || out.has(id)) continue
    const label = byId.get(id) ?? unnamed(kind)
    if (label !== null) out.set(id, label)
  }
  return [...out].map(([value, label]) => ({ value, label }))
}

/**
 * The cascading choices of a transfer: fields of the chosen convention, sectors of the chosen
 * field (or convention), churches under the narrowest choice — never the member's own church.
 * Nodes come from the mirror, and from the churches' own ids when the role cannot read them.
 */
export function destinationOptions(
  h: DestinationSource,
  chosen: Chosen,
  currentChurchId: string,
  unnamed: UnnamedLabel,
) {
  const inConvention = h.churches.filter((c) => c.conventionId === chosen.conventionId)
  const fields = nodes(
    h.fields.filter((f) => f.conventionId === chosen.conventionId),
    inConvention.map((c) => c.fieldId),
    'field',
    unnamed,
  )
  const sectors = nodes(
    h.sectors.filter((s) =>
      chosen.fieldId ? s.fieldId === chosen.fieldId : fields.some((f) => f.value === s.fieldId),
    ),
    inConvention
      .filter((c) => !chosen.fieldId || c.fieldId === chosen.fieldId)
      .map((c) => c.sectorId),
    'sector',
    unnamed,
  )
  const churches = inConvention.filter((c) => {
    if (c.id === currentChurchId) return false
    if (chosen.sectorId) return c.sectorId === chosen.sectorId
    if (chosen.fieldId) return c.fieldId === chosen.fieldId
    return true
  })
  return {
    conventions: nodes(
      h.conventions,
      h.churches.map((c) => c.conventionId),
      'convention',
      unnamed,
    ),
    fields,
    sectors,
    churches: churches.map((c) => ({ value: c.id, label: c.name })),
  }
}

/**
 * The choices of a transfer from the organisation's church directory (every church, by name and
 * place: docs/members.md, "Church directory") instead of the device's mirror.
 */
export function directorySource(entries: readonly ChurchDirectoryEntry[]): DestinationSource {
  const conventions = new Map<string, Node>()
  const fields = new Map<string, Node & { conventionId: string }>()
  const sectors = new Map<string, Node & { fieldId: string }>()
  for (const c of entries) {
    conventions.set(c.conventionId, { id: c.conventionId, name: c.conventionName })
    fields.set(c.fieldId, { id: c.fieldId, name: c.fieldName, conventionId: c.conventionId })
    sectors.set(c.sectorId, { id: c.sectorId, name: c.sectorName, fieldId: c.fieldId })
  }
  const byName = <T extends Node>(rows: Iterable<T>) =>
    [...rows].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  return {
    conventions: byName(conventions.values()),
    fields: byName(fields.values()),
    sectors: byName(sectors.values()),
    churches: byName(entries),
  }
}
