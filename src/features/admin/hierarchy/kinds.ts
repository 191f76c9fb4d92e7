import { msg } from '@lingui/core/macro'
import { labels } from '../../../lib/labels'
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
export const kindTitle = labels<NodeKind>({
  convention: msg`Convenções`,
  field: msg`Campos eclesiásticos`,
  sector: msg`Setores regionais`,
  church: msg`Igrejas`,
})

/** One node of the kind (column headers, pickers). */
export const kindName = labels<NodeKind>({
  convention: msg`Convenção`,
  field: msg`Campo eclesiástico`,
  sector: msg`Setor regional`,
  church: msg`Igreja`,
})

export const addTitle = labels<NodeKind>({
  convention: msg`Nova convenção`,
  field: msg`Novo campo eclesiástico`,
  sector: msg`Novo setor regional`,
  church: msg`Nova igreja`,
})

const editTitles = labels<NodeKind>({
  convention: msg({ message: 'Editar convenção {name}' }),
  field: msg({ message: 'Editar campo eclesiástico {name}' }),
  sector: msg({ message: 'Editar setor regional {name}' }),
  church: msg({ message: 'Editar igreja {name}' }),
})
export const editTitle = (kind: NodeKind, name: string) => editTitles(kind, { name })

export const chooseLabel = labels<NodeKind>({
  convention: msg`Selecione a convenção`,
  field: msg`Selecione o campo`,
  sector: msg`Selecione o setor`,
  church: msg`Selecione a igreja`,
})
