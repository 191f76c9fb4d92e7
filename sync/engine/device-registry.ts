import type { z } from 'zod'

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
}

/** Bump when DEVICE_ENTITIES changes: Dexie upgrades the mirror and keeps the outbox. */
export const DEVICE_DB_VERSION = 1

export const DEVICE_ENTITIES: DeviceEntity[] = [
  { name: 'conventions', indexes: ['name'] },
  { name: 'fields', indexes: ['conventionId', 'name'] },
  { name: 'sectors', indexes: ['fieldId', 'name'] },
  { name: 'churches', indexes: ['sectorId', 'name', 'cnpj'] },
  { name: 'levels', indexes: ['order'] },
  { name: 'roles', indexes: ['levelId'] },
  { name: 'users', indexes: ['email', 'roleId', 'churchId'] },
]

const SINGULAR: Record<string, string> = {
  conventions: 'convention',
  fields: 'field',
  sectors: 'sector',
  churches: 'church',
  levels: 'level',
  roles: 'role',
  users: 'user',
}

const mutations = new Map<string, DeviceMutation>()
for (const entity of DEVICE_ENTITIES) {
  for (const kind of ['create', 'update', 'delete'] as const) {
    const name = `${SINGULAR[entity.name] ?? entity.name}.${kind}`
    mutations.set(name, { name, entity: entity.name, kind })
  }
}

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
