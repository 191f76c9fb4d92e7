import { t } from '@lingui/core/macro'
import type { EntityName, MutationName, PermissionEntity } from '../../../../sync'

/** The four levels of the church hierarchy, top to bottom. */
export const NODE_KINDS = ['convention', 'field', 'sector', 'church'] as const
export type NodeKind = (typeof NODE_KINDS)[number]

export interface NodeKindInfo {
  /** Mirror table. */
  table: Extract<EntityName, 'conventions' | 'fields' | 'sectors' | 'churches'>
  permission: PermissionEntity
  /** The kinds above it, top first; the last one is its direct parent. */
  parents: readonly NodeKind[]
}

export const KIND_INFO: Record<NodeKind, NodeKindInfo> = {
  convention: { table: 'conventions', permission: 'CONGREGATIONS', parents: [] },
  field: { table: 'fields', permission: 'FIELDS', parents: ['convention'] },
  sector: { table: 'sectors', permission: 'REGIONAL', parents: ['convention', 'field'] },
  church: { table: 'churches', permission: 'CHURCHES', parents: ['convention', 'field', 'sector'] },
}

/** The mutations of each kind (sync/contracts/catalog). */
export const KIND_MUTATIONS = {
  convention: {
    create: 'convention.create',
    update: 'convention.update',
    delete: 'convention.delete',
  },
  field: { create: 'field.create', update: 'field.update', delete: 'field.delete' },
  sector: { create: 'sector.create', update: 'sector.update', delete: 'sector.delete' },
  church: { create: 'church.create', update: 'church.update', delete: 'church.delete' },
} as const satisfies Record<NodeKind, Record<'create' | 'update' | 'delete', MutationName>>

/** The id column of each kind in a row below it. */
export const PARENT_KEY = {
  convention: 'conventionId',
  field: 'fieldId',
  sector: 'sectorId',
  church: 'churchId',
} as const satisfies Record<NodeKind, string>

/** The screen titles (plural). */
export function kindTitle(kind: NodeKind): string {
  switch (kind) {
    case 'convention':
      return t`Convenções`
    case 'field':
      return t`Campos eclesiásticos`
    case 'sector':
      return t`Setores regionais`
    case 'church':
      return t`Igrejas`
  }
}

/** One node of the kind (column headers, pickers). */
export function kindName(kind: NodeKind): string {
  switch (kind) {
    case 'convention':
      return t`Convenção`
    case 'field':
      return t`Campo eclesiástico`
    case 'sector':
      return t`Setor regional`
    case 'church':
      return t`Igreja`
  }
}

export function addTitle(kind: NodeKind): string {
  switch (kind) {
    case 'convention':
      return t`Nova convenção`
    case 'field':
      return t`Novo campo eclesiástico`
    case 'sector':
      return t`Novo setor regional`
    case 'church':
      return t`Nova igreja`
  }
}

export function editTitle(kind: NodeKind, name: string): string {
  switch (kind) {
    case 'convention':
      return t`Editar convenção ${name}`
    case 'field':
      return t`Editar campo eclesiástico ${name}`
    case 'sector':
      return t`Editar setor regional ${name}`
    case 'church':
      return t`Editar igreja ${name}`
  }
}

export function chooseLabel(kind: NodeKind): string {
  switch (kind) {
    case 'convention':
      return t`Selecione a convenção`
    case 'field':
      return t`Selecione o campo`
    case 'sector':
      return t`Selecione o setor`
    case 'church':
      return t`Selecione a igreja`
  }
}
