import {
  churchCreateSchema,
  churchSchema,
  churchUpdateSchema,
  conventionCreateSchema,
  conventionSchema,
  conventionUpdateSchema,
  fieldCreateSchema,
  fieldSchema,
  fieldUpdateSchema,
  sectorCreateSchema,
  sectorSchema,
  sectorUpdateSchema,
} from '../hierarchy'
import { levelCreateSchema, levelSchema, levelUpdateSchema } from '../levels'
import {
  memberCategoryChangeSchema,
  memberCreateSchema,
  memberIdArgsSchema,
  memberSchema,
  memberTransferArgsSchema,
  memberTransferSchema,
  memberUpdateArgsSchema,
} from '../members'
import { roleCreateSchema, roleSchema, roleUpdateSchema } from '../roles'
import { attachmentSchema } from '../treasury/attachments'
import { serviceClosingCreateSchema, serviceClosingSchema } from '../treasury/closings'
import {
  expenseCreateSchema,
  expenseSchema,
  expenseUpdateSchema,
  revenueCreateSchema,
  revenueSchema,
  revenueUpdateSchema,
} from '../treasury/entries'
import { monthTotalSchema } from '../treasury/month-totals'
import { paymentCreateSchema, paymentSchema, paymentUpdateSchema } from '../treasury/payments'
import {
  repasseRegisterCreateSchema,
  repasseRegisterSchema,
  repasseRegisterUpdateSchema,
} from '../treasury/repasse'
import {
  titheBudgetCreateSchema,
  titheBudgetSchema,
  titheBudgetUpdateSchema,
  titheCreateSchema,
  titheSchema,
  titheUpdateSchema,
} from '../treasury/tithes'
import { userCreateSchema, userSchema, userUpdateSchema } from '../users'
import {
  assetCreateSchema,
  assetItemCreateSchema,
  assetItemSchema,
  assetItemUpdateSchema,
  assetMovementCreateSchema,
  assetMovementSchema,
  assetMovementUpdateSchema,
  assetSchema,
  assetUpdateSchema,
  liabilityCreateSchema,
  liabilitySchema,
  liabilityUpdateSchema,
} from '../assets'
import { eventCreateSchema, eventSchema, eventUpdateSchema } from '../events'
import { EBD_ENTITIES } from './ebd'
import { lazy } from '../lazy'
import { create, entity, mutation, remove, update } from './define'

/**
 * EVERY synced entity, declared once: the device's table (name = key, indexes), the row it holds,
 * who may read it, and the mutations the device may queue with their args. The device registry,
 * the typed door of `sync/index.ts` and the server's handler table (server/sync-catalog.ts) are
 * all checked against it. Adding an entity: docs/adding-an-entity.md.
 */
export const CATALOG = {
  conventions: entity({
    row: conventionSchema,
    indexes: ['name'],
    scope: 'convention',
    readPermission: 'VIEW_CONGREGATIONS',
    mutations: {
      'convention.create': create(conventionCreateSchema),
      'convention.update': update(conventionUpdateSchema),
      'convention.delete': remove(),
    },
  }),
  fields: entity({
    row: fieldSchema,
    indexes: ['conventionId', 'name'],
    scope: 'field',
    readPermission: 'VIEW_FIELDS',
    mutations: {
      'field.create': create(fieldCreateSchema),
      'field.update': update(fieldUpdateSchema),
      'field.delete': remove(),
    },
  }),
  sectors: entity({
    row: sectorSchema,
    indexes: ['fieldId', 'name'],
    scope: 'sector',
    readPermission: 'VIEW_REGIONAL',
    mutations: {
      'sector.create': create(sectorCreateSchema),
      'sector.update': update(sectorUpdateSchema),
      'sector.delete': remove(),
    },
  }),
  churches: entity({
    row: churchSchema,
    indexes: ['sectorId', 'name', 'cnpj'],
    scope: 'church',
    readPermission: 'VIEW_CHURCHES',
    mutations: {
      'church.create': create(churchCreateSchema),
      'church.update': update(churchUpdateSchema),
      'church.delete': remove(),
    },
  }),
  levels: entity({
    row: levelSchema,
    indexes: ['order'],
    scope: 'client',
    readPermission: 'VIEW_LEVELS',
    mutations: {
      'level.create': create(levelCreateSchema),
      'level.update': update(levelUpdateSchema),
      'level.delete': remove(),
    },
  }),
  roles: entity({
    // The device joins the level from its own levels table.
    row: lazy(() => roleSchema.omit({ level: true })),
    indexes: ['levelId'],
    scope: 'client',
    readPermission: 'VIEW_ROLES',
    mutations: {
      'role.create': create(roleCreateSchema),
      'role.update': update(roleUpdateSchema),
      'role.delete': remove(),
    },
  }),
  users: entity({
    // The device joins role and level from its own tables; never a password hash.
    row: lazy(() => userSchema.omit({ role: true, level: true })),
    indexes: ['email', 'roleId', 'churchId'],
    scope: 'church',
    readPermission: 'VIEW_USERS',
    mutations: {
      'user.create': create(userCreateSchema),
      'user.update': update(userUpdateSchema),
      'user.delete': remove(),
    },
  }),
  // Members and visitors (docs/members.md): transfer moves the row, approve marks it approved.
  members: entity({
    row: memberSchema,
    indexes: ['churchId', 'sectorId', 'fieldId', 'status', 'category', 'cpf', 'name', 'approval'],
    scope: 'church',
    readPermission: 'VIEW_MEMBER',
    partial: 'place',
    mutations: {
      'member.create': create(memberCreateSchema),
      'member.update': mutation('update', memberUpdateArgsSchema),
      'member.delete': mutation('delete', memberIdArgsSchema),
      // Args carry the transfer record's id; the row it changes is the member's.
      'member.transfer': mutation('update', memberTransferArgsSchema, (args) => args.memberId),
      'member.approve': mutation('update', memberIdArgsSchema),
    },
  }),
  // Written by the server only (a category change, a transfer): no mutations.
  memberCategoryChanges: entity({
    row: memberCategoryChangeSchema,
    indexes: ['memberId'],
    scope: 'church',
    readPermission: 'VIEW_MEMBER',
    partial: 'place',
    mutations: {},
  }),
  memberTransfers: entity({
    row: memberTransferSchema,
    indexes: ['memberId', 'date', 'fromChurchId', 'toChurchId'],
    scope: 'church',
    readPermission: 'VIEW_MEMBER_REPORT',
    mutations: {},
  }),
  // The treasury (docs/treasury.md).
  revenues: entity({
    row: revenueSchema,
    indexes: ['churchId', 'dueDate', 'issueDate', 'origin', 'eventId', '[churchId+dueDate]'],
    scope: 'church',
    readPermission: 'VIEW_REVENUES',
    partial: 'place',
    mutations: {
      'revenue.create': create(revenueCreateSchema),
      'revenue.update': update(revenueUpdateSchema),
      'revenue.delete': remove(),
    },
  }),
  expenses: entity({
    row: expenseSchema,
    indexes: [
      'churchId',
      'dueDate',
      'issueDate',
      'category',
      'repasseRegisterId',
      'eventId',
      '[churchId+dueDate]',
    ],
    scope: 'church',
    readPermission: 'VIEW_EXPENSES',
    partial: 'place',
    mutations: {
      'expense.create': create(expenseCreateSchema),
      'expense.update': update(expenseUpdateSchema),
      'expense.delete': remove(),
    },
  }),
  revenueReceipts: entity({
    row: paymentSchema,
    indexes: ['entryId', 'churchId', 'date'],
    scope: 'church',
    readPermission: 'VIEW_REVENUES',
    partial: 'dated',
    mutations: {
      'revenueReceipt.create': create(paymentCreateSchema),
      'revenueReceipt.update': update(paymentUpdateSchema),
      'revenueReceipt.delete': remove(),
    },
  }),
  expensePayments: entity({
    row: paymentSchema,
    indexes: ['entryId', 'churchId', 'date'],
    scope: 'church',
    readPermission: 'VIEW_EXPENSES',
    partial: 'dated',
    mutations: {
      'expensePayment.create': create(paymentCreateSchema),
      'expensePayment.update': update(paymentUpdateSchema),
      'expensePayment.delete': remove(),
    },
  }),
  // Kept by the server in the receipts' and payments' transactions (docs/treasury.md, "Monthly totals").
  receiptMonthTotals: entity({
    row: monthTotalSchema,
    indexes: ['churchId', 'month'],
    scope: 'church',
    readPermission: 'VIEW_REVENUES',
    mutations: {},
  }),
  paymentMonthTotals: entity({
    row: monthTotalSchema,
    indexes: ['churchId', 'month'],
    scope: 'church',
    readPermission: 'VIEW_EXPENSES',
    mutations: {},
  }),
  tithes: entity({
    row: titheSchema,
    indexes: ['churchId', 'date', 'memberId', 'eventId', '[churchId+date]', '[memberId+date]'],
    scope: 'church',
    readPermission: 'VIEW_TITHING',
    partial: 'dated',
    mutations: {
      'tithe.create': create(titheCreateSchema),
      'tithe.update': update(titheUpdateSchema),
      'tithe.delete': remove(),
    },
  }),
  titheBudgets: entity({
    row: titheBudgetSchema,
    indexes: ['churchId', 'year', '[churchId+year]'],
    scope: 'church',
    readPermission: 'VIEW_TITHING',
    mutations: {
      'titheBudget.create': create(titheBudgetCreateSchema),
      'titheBudget.update': update(titheBudgetUpdateSchema),
      'titheBudget.delete': remove(),
    },
  }),
  // Kept by the server in the tithes' transaction (docs/treasury.md, "Monthly totals").
  titheMonthTotals: entity({
    row: monthTotalSchema,
    indexes: ['churchId', 'month'],
    scope: 'church',
    readPermission: 'VIEW_TITHING',
    mutations: {},
  }),
  repasseRegisters: entity({
    row: repasseRegisterSchema,
    indexes: ['churchId', 'period', 'recipientId', 'expenseId'],
    scope: 'church',
    readPermission: 'VIEW_REPASSE',
    partial: 'place',
    mutations: {
      'repasseRegister.create': create(repasseRegisterCreateSchema),
      'repasseRegister.update': update(repasseRegisterUpdateSchema),
      'repasseRegister.delete': remove(),
    },
  }),
  // A service's count of the cash (a record: never edited; the server computes its figures).
  serviceClosings: entity({
    row: serviceClosingSchema,
    indexes: ['churchId', 'date'],
    scope: 'church',
    readPermission: 'VIEW_TITHING',
    partial: 'dated',
    mutations: { 'serviceClosing.create': create(serviceClosingCreateSchema) },
  }),
  // Created by the upload endpoint only: the device queues only their deletion.
  revenueAttachments: entity({
    row: attachmentSchema,
    indexes: ['entryId'],
    scope: 'church',
    readPermission: 'VIEW_REVENUES',
    partial: 'place',
    mutations: { 'revenueAttachment.delete': remove() },
  }),
  expenseAttachments: entity({
    row: attachmentSchema,
    indexes: ['entryId'],
    scope: 'church',
    readPermission: 'VIEW_EXPENSES',
    partial: 'place',
    mutations: { 'expenseAttachment.delete': remove() },
  }),
  // Assets and liabilities (docs/assets.md): movements and items belong to an asset of one church.
  assets: entity({
    row: assetSchema,
    indexes: ['churchId', 'name'],
    scope: 'church',
    readPermission: 'VIEW_ASSETS',
    partial: 'place',
    mutations: {
      'asset.create': create(assetCreateSchema),
      'asset.update': update(assetUpdateSchema),
      'asset.delete': remove(),
    },
  }),
  assetMovements: entity({
    row: assetMovementSchema,
    indexes: ['assetId', 'churchId', 'date'],
    scope: 'church',
    readPermission: 'VIEW_ASSETS',
    partial: 'place',
    mutations: {
      'assetMovement.create': create(assetMovementCreateSchema),
      'assetMovement.update': update(assetMovementUpdateSchema),
      'assetMovement.delete': remove(),
    },
  }),
  assetItems: entity({
    row: assetItemSchema,
    indexes: ['assetId', 'churchId', 'identifier'],
    scope: 'church',
    readPermission: 'VIEW_ASSETS',
    partial: 'place',
    mutations: {
      'assetItem.create': create(assetItemCreateSchema),
      'assetItem.update': update(assetItemUpdateSchema),
      'assetItem.delete': remove(),
    },
  }),
  liabilities: entity({
    row: liabilitySchema,
    indexes: ['churchId', 'dueDate'],
    scope: 'church',
    readPermission: 'VIEW_LIABILITIES',
    partial: 'place',
    mutations: {
      'liability.create': create(liabilityCreateSchema),
      'liability.update': update(liabilityUpdateSchema),
      'liability.delete': remove(),
    },
  }),
  // Events and campaigns (docs/events.md): a church's own, or a sector's, field's or convention's
  // that the churches below see. Readable from below, written only at or above the node.
  events: entity({
    row: eventSchema,
    indexes: ['churchId', 'startDate', 'endDate'],
    scope: 'convention',
    readPermission: 'VIEW_EVENTS',
    mutations: {
      'event.create': create(eventCreateSchema),
      'event.update': update(eventUpdateSchema),
      'event.delete': remove(),
    },
  }),
  // Sunday school (docs/ebd.md): ./ebd.ts.
  ...EBD_ENTITIES,
}
