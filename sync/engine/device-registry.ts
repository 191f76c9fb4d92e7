import type { z } from 'zod'
import {
  memberCreateSchema,
  memberIdArgsSchema,
  memberTransferArgsSchema,
  memberUpdateArgsSchema,
  type MemberTransferArgs,
} from '../contracts/members'
import {
  TREASURY_ENTITIES,
  expenseCreateSchema,
  expenseUpdateSchema,
  paymentCreateSchema,
  paymentUpdateSchema,
  repasseRegisterCreateSchema,
  repasseRegisterUpdateSchema,
  revenueCreateSchema,
  revenueUpdateSchema,
  titheBudgetCreateSchema,
  titheBudgetUpdateSchema,
  titheCreateSchema,
  titheUpdateSchema,
  updateArgsSchema,
} from '../contracts/treasury'

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
export const DEVICE_DB_VERSION = 3

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
  // Treasury (sync/contracts/treasury.ts, docs/treasury.md).
  {
    name: 'revenues',
    indexes: ['churchId', 'dueDate', 'issueDate', 'origin', '[churchId+dueDate]'],
  },
  {
    name: 'expenses',
    indexes: [
      'churchId',
      'dueDate',
      'issueDate',
      'category',
      'repasseRegisterId',
      '[churchId+dueDate]',
    ],
  },
  { name: 'revenueReceipts', indexes: ['entryId', 'churchId', 'date'] },
  { name: 'expensePayments', indexes: ['entryId', 'churchId', 'date'] },
  {
    name: 'tithes',
    indexes: ['churchId', 'date', 'memberId', '[churchId+date]', '[memberId+date]'],
  },
  { name: 'titheBudgets', indexes: ['churchId', 'year', '[churchId+year]'] },
  { name: 'repasseRegisters', indexes: ['churchId', 'period', 'recipientId', 'expenseId'] },
  { name: 'revenueAttachments', indexes: ['entryId'] },
  { name: 'expenseAttachments', indexes: ['entryId'] },
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
  ...TREASURY_ENTITIES,
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
      // Not given: unknown until the server's row arrives (never the origin's, which would be wrong).
      fieldId: to.fieldId ?? null,
      sectorId: to.sectorId ?? null,
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

// Treasury: creates and updates are checked with the contract before queuing; attachments are
// created by the upload endpoint only, so the device queues only their deletion.
const treasuryArgs: Record<string, { create: z.ZodType; update: z.ZodType } | null> = {
  revenues: { create: revenueCreateSchema, update: revenueUpdateSchema },
  expenses: { create: expenseCreateSchema, update: expenseUpdateSchema },
  revenueReceipts: { create: paymentCreateSchema, update: paymentUpdateSchema },
  expensePayments: { create: paymentCreateSchema, update: paymentUpdateSchema },
  tithes: { create: titheCreateSchema, update: titheUpdateSchema },
  titheBudgets: { create: titheBudgetCreateSchema, update: titheBudgetUpdateSchema },
  repasseRegisters: { create: repasseRegisterCreateSchema, update: repasseRegisterUpdateSchema },
  revenueAttachments: null,
  expenseAttachments: null,
}
for (const [entity, schemas] of Object.entries(treasuryArgs)) {
  const singular = TREASURY_ENTITIES[entity as keyof typeof TREASURY_ENTITIES]
  if (!schemas) {
    mutations.delete(`${singular}.create`)
    mutations.delete(`${singular}.update`)
    continue
  }
  mutations.set(`${singular}.create`, {
    name: `${singular}.create`,
    entity,
    kind: 'create',
    args: schemas.create,
  })
  mutations.set(`${singular}.update`, {
    name: `${singular}.update`,
    entity,
    kind: 'update',
    args: updateArgsSchema(schemas.update),
  })
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
