import type { Hierarchy } from '../use-member-data'

interface Chosen {
  conventionId?: string
  fieldId?: string
  sectorId?: string
}

const option = (row: { id: string; name: string }) => ({ value: row.id, label: row.name })

/**
 * The cascading choices of a transfer: fields of the chosen convention, sectors of the chosen
 * field (or convention), churches under the narrowest choice — never the member's own church.
 */
export function destinationOptions(
  h: Pick<Hierarchy, 'conventions' | 'fields' | 'sectors' | 'churches'>,
  chosen: Chosen,
  currentChurchId: string,
) {
  const fields = h.fields.filter((f) => f.conventionId === chosen.conventionId)
  const sectors = h.sectors.filter((s) =>
    chosen.fieldId ? s.fieldId === chosen.fieldId : fields.some((f) => f.id === s.fieldId),
  )
  const churches = h.churches.filter((c) => {
    if (c.id === currentChurchId || !chosen.conventionId) return false
    if (chosen.sectorId) return c.sectorId === chosen.sectorId
    if (chosen.fieldId) return c.fieldId === chosen.fieldId
    return c.conventionId === chosen.conventionId
  })
  return {
    conventions: h.conventions.map(option),
    fields: fields.map(option),
    sectors: sectors.map(option),
    churches: churches.map(option),
  }
}
