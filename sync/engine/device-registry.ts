import type { z } from 'zod'
import {
  memberCreateSchema,
  memberIdArgsSchema,
  memberTransferArgsSchema,
  memberUpdateArgsSchema,
  type MemberTransferArgs,
} from '../contracts/members'

/**
 * What the device mirrors and which mutations it can queue. Adding an entity: one entry in
 * DEVICE_ENTITIES (table name = the server registry's entity name, indexes) and its mutations
 * (names = the server's), then bump DEVICE_DB_VERSION. See docs/sync.md.
 */
export interface DeviceEntity {
  name: string
  /** Dexie indexes besides the primary key `id`. */
  indexes: string[]
}

export type MutationKind = 'create' | 'update' | 'delete'

/** create: args = the new row (with its client-made `id`); update: `{ id, patch }` (changed fields only); delete: `{ id }`. */
export interface DeviceMutation {
  name: string
  entity: string
  kind: MutationKind
  /** Checked before queuing: what fails here is never queued (the form shows it). */
  args?: z.ZodType
  /** The id of the row of `entity` it changes; default `args.id`. */
  rowId?: (args: unknown) => string
  /** A custom optimistic effect (default: by kind); undefined = no row. */
  apply?: (
    row: Record<string, unknown> | undefined,
    args: unknown,
  ) => Record<string, unknown> | undefined
}

/** Bump when DEVICE_ENTITIES changes: Dexie upgrades the mirror and keeps the outbox. */
export const DEVICE_DB_VERSION = 2

export const DEVICE_ENTITIES: DeviceEntity[] = [
  { name: 'conventions', indexes: ['name'] },
  { name: 'fields', indexes: ['conventionId', 'name'] },
  { name: 'sectors', indexes: ['fieldId', 'name'] },
  { name: 'churches', indexes: ['sectorId', 'name', 'cnpj'] },
  { name: 'levels', indexes: ['order'] },
  { name: 'roles', indexes: ['levelId'] },
  { name: 'users', indexes: ['email', 'roleId', 'churchId'] },
  {
    name: 'members',
    indexes: ['churchId', 'sectorId', 'fieldId', 'status', 'category', 'cpf', 'name', 'approval'],
  },
  { name: 'memberCategoryChanges', indexes: ['memberId'] },
  { name: 'memberTransfers', indexes: ['memberId', 'date', 'fromChurchId', 'toChurchId'] },
]

const SINGULAR: Record<string, string> = {
  conventions: 'convention',
  fields: 'field',
  sectors: 'sector',
  churches: 'church',
  levels: 'level',
  roles: 'role',
  users: 'user',
  members: 'member',
}

/** Read-only entities: the server writes them, the device never queues their mutations. */
const READ_ONLY = new Set(['memberCategoryChanges', 'memberTransfers'])

const mutations = new Map<string, DeviceMutation>()
for (const entity of DEVICE_ENTITIES) {
  if (READ_ONLY.has(entity.name)) continue
  for (const kind of ['create', 'update', 'delete'] as const) {
    const name = `${SINGULAR[entity.name] ?? entity.name}.${kind}`
    mutations.set(name, { name, entity: entity.name, kind })
  }
}

// Members (sync/contracts/members.ts): transfer moves the member row to the destination until the
// server's answer arrives; approve marks it approved. The transfer record arrives with the pull.
mutations.set('member.create', {
  name: 'member.create',
  entity: 'members',
  kind: 'create',
  args: memberCreateSchema,
})
mutations.set('member.update', {
  name: 'member.update',
  entity: 'members',
  kind: 'update',
  args: memberUpdateArgsSchema,
})
mutations.set('member.delete', {
  name: 'member.delete',
  entity: 'members',
  kind: 'delete',
  args: memberIdArgsSchema,
})
mutations.set('member.transfer', {
  name: 'member.transfer',
  entity: 'members',
  kind: 'update',
  args: memberTransferArgsSchema,
  rowId: (args) => (args as MemberTransferArgs).memberId,
  apply: (row, args) => {
    if (!row) return undefined
    const { to } = args as MemberTransferArgs
    return {
      ...row,
      conventionId: to.conventionId,
      fieldId: to.fieldId ?? row.fieldId,
      sectorId: to.sectorId ?? row.sectorId,
      churchId: to.churchId,
    }
  },
})
mutations.set('member.approve', {
  name: 'member.approve',
  entity: 'members',
  kind: 'update',
  args: memberIdArgsSchema,
  apply: (row) => (row ? { ...row, approval: 'approved' } : undefined),
})

/** Adds or replaces a mutation (an entity's zod args when its contract lands; tests). */
export function registerDeviceMutation(mutation: DeviceMutation): void {
  if (!DEVICE_ENTITIES.some((e) => e.name === mutation.entity))
    throw new Error(`sync: unknown entity ${mutation.entity}`)
  mutations.set(mutation.name, mutation)
}

export function deviceMutation(name: string): DeviceMutation | undefined {
  return mutations.get(name)
}

export function deviceMutationNames(): string[] {
  return [...mutations.keys()]
}
