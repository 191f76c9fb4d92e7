import { z } from 'zod'
import {
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
} from '../../../sync/contracts/treasury'
import type { Permission } from '../../../sync/contracts/permissions'
import type { ScopeColumns } from '../../access/access'
import {
  expenseAttachments,
  expensePayments,
  expenses,
  repasseRegisters,
  revenueAttachments,
  revenueReceipts,
  revenues,
  titheBudgets,
  tithes,
} from '../../db/schema'
import {
  defineEntity,
  defineMutation,
  registerEntity,
  type MutationContext,
  type SyncMutation,
} from '../sync/registry'
import { deleteAttachment } from './attachments.service'
import { createEntry, deleteEntry, updateEntry } from './entries.service'
import { createPayment, deletePayment, updatePayment } from './payments.service'
import {
  createRepasseRegister,
  deleteRepasseRegister,
  updateRepasseRegister,
} from './repasse.service'
import type { FinanceTable } from './repo'
import {
  createTithe,
  createTitheBudget,
  deleteTithe,
  deleteTitheBudget,
  updateTithe,
  updateTitheBudget,
} from './tithes.service'
import './messages'

/**
 * The treasury's synced entities (docs/treasury.md): each maps its mutations to the services,
 * which check permission and scope with the caller's access as it is at replay time.
 */

const idArgs = z.object({ id: z.uuid() })

function mutations<C extends z.ZodType, U extends z.ZodType>(
  singular: string,
  schemas: { create?: C; update?: U },
  run: {
    create?: (ctx: MutationContext, input: z.output<C>) => Promise<unknown>
    update?: (ctx: MutationContext, id: string, patch: z.output<U>) => Promise<unknown>
    remove: (ctx: MutationContext, id: string) => Promise<unknown>
  },
): Record<string, SyncMutation> {
  const out: Record<string, SyncMutation> = {}
  const { create, update } = run
  if (schemas.create && create)
    out[`${singular}.create`] = defineMutation({
      kind: 'create',
      args: schemas.create,
      rowId: (a) => (a as { id: string }).id,
      run: async (ctx, a) => {
        await create(ctx, a)
        return { id: (a as { id: string }).id }
      },
    })
  if (schemas.update && update)
    out[`${singular}.update`] = defineMutation({
      kind: 'update',
      args: z.object({ id: z.uuid(), patch: schemas.update }),
      rowId: (a) => (a as { id: string }).id,
      run: async (ctx, a) => {
        const { id, patch } = a as { id: string; patch: z.output<U> }
        await update(ctx, id, patch)
        return null
      },
    })
  out[`${singular}.delete`] = defineMutation({
    kind: 'delete',
    args: idArgs,
    rowId: (a) => a.id,
    run: async (ctx, a) => {
      await run.remove(ctx, a.id)
      return null
    },
  })
  return out
}

const scopeOf = (table: FinanceTable): ScopeColumns => {
  const t = table as typeof tithes
  return {
    clientId: t.clientId,
    conventionId: t.conventionId,
    fieldId: t.fieldId,
    sectorId: t.sectorId,
    churchId: t.churchId,
  }
}

function financeEntity(
  name: string,
  table: FinanceTable,
  readPermission: Permission,
  muts: Record<string, SyncMutation>,
) {
  registerEntity(
    defineEntity({
      name,
      table: table as typeof tithes,
      scope: scopeOf(table),
      readPermission,
      mutations: muts,
    }),
  )
}

financeEntity(
  'revenues',
  revenues,
  'VIEW_REVENUES',
  mutations(
    'revenue',
    { create: revenueCreateSchema, update: revenueUpdateSchema },
    {
      create: ({ tx, auth }, input) => createEntry(tx, auth, 'revenue', input),
      update: ({ tx, auth }, id, patch) => updateEntry(tx, auth, 'revenue', id, patch),
      remove: ({ tx, auth }, id) => deleteEntry(tx, auth, 'revenue', id),
    },
  ),
)
financeEntity(
  'expenses',
  expenses,
  'VIEW_EXPENSES',
  mutations(
    'expense',
    { create: expenseCreateSchema, update: expenseUpdateSchema },
    {
      create: ({ tx, auth }, input) => createEntry(tx, auth, 'expense', input),
      update: ({ tx, auth }, id, patch) => updateEntry(tx, auth, 'expense', id, patch),
      remove: ({ tx, auth }, id) => deleteEntry(tx, auth, 'expense', id),
    },
  ),
)
for (const [name, singular, table, kind, permission] of [
  ['revenueReceipts', 'revenueReceipt', revenueReceipts, 'revenue', 'VIEW_REVENUES'],
  ['expensePayments', 'expensePayment', expensePayments, 'expense', 'VIEW_EXPENSES'],
] as const)
  financeEntity(
    name,
    table,
    permission,
    mutations(
      singular,
      { create: paymentCreateSchema, update: paymentUpdateSchema },
      {
        create: ({ tx, auth }, input) => createPayment(tx, auth, kind, input),
        update: ({ tx, auth }, id, patch) => updatePayment(tx, auth, kind, id, patch),
        remove: ({ tx, auth }, id) => deletePayment(tx, auth, kind, id),
      },
    ),
  )
financeEntity(
  'tithes',
  tithes,
  'VIEW_TITHING',
  mutations(
    'tithe',
    { create: titheCreateSchema, update: titheUpdateSchema },
    {
      create: ({ tx, auth }, input) => createTithe(tx, auth, input),
      update: ({ tx, auth }, id, patch) => updateTithe(tx, auth, id, patch),
      remove: ({ tx, auth }, id) => deleteTithe(tx, auth, id),
    },
  ),
)
financeEntity(
  'titheBudgets',
  titheBudgets,
  'VIEW_TITHING',
  mutations(
    'titheBudget',
    { create: titheBudgetCreateSchema, update: titheBudgetUpdateSchema },
    {
      create: ({ tx, auth }, input) => createTitheBudget(tx, auth, input),
      update: ({ tx, auth }, id, patch) => updateTitheBudget(tx, auth, id, patch),
      remove: ({ tx, auth }, id) => deleteTitheBudget(tx, auth, id),
    },
  ),
)
financeEntity(
  'repasseRegisters',
  repasseRegisters,
  'VIEW_REPASSE',
  mutations(
    'repasseRegister',
    { create: repasseRegisterCreateSchema, update: repasseRegisterUpdateSchema },
    {
      create: ({ tx, auth }, input) => createRepasseRegister(tx, auth, input),
      update: ({ tx, auth }, id, patch) => updateRepasseRegister(tx, auth, id, patch),
      remove: ({ tx, auth }, id) => deleteRepasseRegister(tx, auth, id),
    },
  ),
)
financeEntity(
  'revenueAttachments',
  revenueAttachments,
  'VIEW_REVENUES',
  mutations(
    'revenueAttachment',
    {},
    {
      remove: ({ tx, auth }, id) => deleteAttachment(tx, auth, 'revenue', id),
    },
  ),
)
financeEntity(
  'expenseAttachments',
  expenseAttachments,
  'VIEW_EXPENSES',
  mutations(
    'expenseAttachment',
    {},
    {
      remove: ({ tx, auth }, id) => deleteAttachment(tx, auth, 'expense', id),
    },
  ),
)
