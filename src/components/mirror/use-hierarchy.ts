import { useMemo } from 'react'
import type { EntityRow } from '../../../sync'
import { useMirrorRows } from './use-mirror'

/** The four levels of the hierarchy below the client organisation. */
export type HierarchyKind = 'convention' | 'field' | 'sector' | 'church'

export interface HierarchyRows {
  conventions: readonly EntityRow<'conventions'>[]
  fields: readonly EntityRow<'fields'>[]
  sectors: readonly EntityRow<'sectors'>[]
  churches: readonly EntityRow<'churches'>[]
}

/** The hierarchy the user sees: each level's rows by name, each level's rows by id, a name per id. */
export interface Hierarchy {
  rows: HierarchyRows
  byKind: {
    convention: Map<string, EntityRow<'conventions'>>
    field: Map<string, EntityRow<'fields'>>
    sector: Map<string, EntityRow<'sectors'>>
    church: Map<string, EntityRow<'churches'>>
  }
  /** Any node's name by its id. */
  names: Map<string, string>
}

/** The node a user is placed at: the deepest id given (all null = the whole client). */
export interface HierarchyNode {
  conventionId?: string | null
  fieldId?: string | null
  sectorId?: string | null
  churchId?: string | null
}

const byName = <T extends { name: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
const index = <T extends { id: string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.id, row]))

/** Indexes the hierarchy's rows (sorted by name). */
export function indexHierarchy(rows: HierarchyRows): Hierarchy {
  const sorted = {
    conventions: byName(rows.conventions),
    fields: byName(rows.fields),
    sectors: byName(rows.sectors),
    churches: byName(rows.churches),
  }
  const names = new Map<string, string>()
  for (const row of [
    ...sorted.conventions,
    ...sorted.fields,
    ...sorted.sectors,
    ...sorted.churches,
  ])
    names.set(row.id, row.name)
  return {
    rows: sorted,
    byKind: {
      convention: index(sorted.conventions),
      field: index(sorted.fields),
      sector: index(sorted.sectors),
      church: index(sorted.churches),
    },
    names,
  }
}

/**
 * Whether a row lies under a node (the node's own row included), by the node's deepest id: a row
 * created offline carries only its parent's id, which is enough for its own level.
 */
export function isUnder(
  row: HierarchyNode & { id: string },
  node: HierarchyNode | undefined,
): boolean {
  if (node?.churchId) return row.id === node.churchId || row.churchId === node.churchId
  if (node?.sectorId) return row.id === node.sectorId || row.sectorId === node.sectorId
  if (node?.fieldId) return row.id === node.fieldId || row.fieldId === node.fieldId
  if (node?.conventionId)
    return row.id === node.conventionId || row.conventionId === node.conventionId
  return true
}

/** The hierarchy tables of the mirror, indexed; undefined while loading. */
export function useHierarchy(): Hierarchy | undefined {
  const conventions = useMirrorRows('conventions')
  const fields = useMirrorRows('fields')
  const sectors = useMirrorRows('sectors')
  const churches = useMirrorRows('churches')
  return useMemo(
    () =>
      conventions && fields && sectors && churches
        ? indexHierarchy({ conventions, fields, sectors, churches })
        : undefined,
    [conventions, fields, sectors, churches],
  )
}
