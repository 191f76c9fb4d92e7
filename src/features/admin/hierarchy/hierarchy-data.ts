import type { NodeKind } from './kinds'

/** A hierarchy node as the mirror holds it (a row created offline lacks the ids the server derives). */
export interface NodeRow {
  id: string
  name: string
  sigla?: string
  linkLogo?: string
  primaryColor?: string
  secondaryColor?: string
  accentColor?: string
  conventionId?: string | null
  fieldId?: string | null
  sectorId?: string | null
  cnpj?: string
  /** A church's representative member. */
  representativeMemberId?: string | null
  /** A church's PIX key (as the DICT knows it) and the city shown with it. */
  pixKey?: string
  pixCity?: string
  /** A church's address on one line. */
  address?: string
  /** Present once the server has the row (a pending create has none). */
  createdAt?: string
}

/** The ids of a node and its ancestors. */
export interface NodePath {
  conventionId: string | null
  fieldId: string | null
  sectorId: string | null
  churchId: string | null
}

export interface HierarchyRows {
  conventions: readonly NodeRow[]
  fields: readonly NodeRow[]
  sectors: readonly NodeRow[]
  churches: readonly NodeRow[]
}

export interface HierarchyIndex {
  rows: HierarchyRows
  byKind: Record<NodeKind, Map<string, NodeRow>>
}

export function indexHierarchy(rows: HierarchyRows): HierarchyIndex {
  const map = (list: readonly NodeRow[]) => new Map(list.map((row) => [row.id, row]))
  return {
    rows,
    byKind: {
      convention: map(rows.conventions),
      field: map(rows.fields),
      sector: map(rows.sectors),
      church: map(rows.churches),
    },
  }
}

/** The path of a node, filling ancestors the row itself lacks from its parent's row. */
export function pathOf(index: HierarchyIndex, kind: NodeKind, row: NodeRow): NodePath {
  const path: NodePath = { conventionId: null, fieldId: null, sectorId: null, churchId: null }
  if (kind === 'church') {
    path.churchId = row.id
    path.sectorId = row.sectorId ?? null
  }
  if (kind === 'sector') path.sectorId = row.id
  if (kind === 'field') path.fieldId = row.id
  if (kind === 'convention') path.conventionId = row.id
  if (path.sectorId && kind === 'church')
    path.fieldId = row.fieldId ?? index.byKind.sector.get(path.sectorId)?.fieldId ?? null
  if (kind === 'sector') path.fieldId = row.fieldId ?? null
  if (!path.conventionId) {
    const field = path.fieldId ? index.byKind.field.get(path.fieldId) : undefined
    path.conventionId = row.conventionId ?? field?.conventionId ?? null
  }
  return path
}

export interface UserPlacement {
  /** Level 0 sees and writes the whole client organisation. */
  administrator: boolean
  node: NodePath
}

/** Whether a node lies in the user's subtree (their own node included): where they may write. */
export function inWriteScope(path: NodePath, user: UserPlacement): boolean {
  if (user.administrator) return true
  return (['conventionId', 'fieldId', 'sectorId', 'churchId'] as const).every(
    (key) => user.node[key] === null || path[key] === user.node[key],
  )
}

/**
 * The name of a node by id: the mirror's, else the organisation's church directory's (`known`:
 * the places above the churches, for a role that may see a church but not its sector, field or
 * convention), else '—'.
 */
export function nameOf(
  index: HierarchyIndex,
  kind: NodeKind,
  id: string | null,
  known?: ReadonlyMap<string, string>,
): string {
  if (!id) return '—'
  return index.byKind[kind].get(id)?.name ?? known?.get(id) ?? '—'
}

/** A church of the directory, as far as the names of its places go (sync/contracts/church-directory). */
interface DirectoryPlaces {
  conventionId: string
  conventionName: string
  fieldId: string
  fieldName: string
  sectorId: string
  sectorName: string
}

/** The names of the places above the directory's churches, by id. */
export function placeNames(churches: readonly DirectoryPlaces[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const c of churches) {
    names.set(c.conventionId, c.conventionName)
    names.set(c.fieldId, c.fieldName)
    names.set(c.sectorId, c.sectorName)
  }
  return names
}
