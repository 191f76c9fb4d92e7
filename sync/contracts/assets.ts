import { z } from 'zod'
import { idSchema, nameSchema, singleLine } from './common'
import {
  MAX_AMOUNT,
  amountSchema,
  financeRowMeta,
  isoDateSchema,
  multilineText,
  text,
} from './treasury/fields'
import { lazy } from './lazy'

/**
 * Assets (patrimony) and liabilities of a church (issue 17; docs/assets.md). An asset is the
 * kind of thing (chairs of the nave, a sound desk); its movements bring quantities in and take
 * them out at a unit price; its items are the tagged pieces. Quantity and value are not stored:
 * they follow from the movements (sync/rules/assets.ts). Money = integer centavos. Zod messages
 * are stable codes the screens and the server translate.
 */

export const MOVEMENT_KINDS = ['entry', 'exit'] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

/** What happened to a tagged piece; 'written_off' keeps the record (the inventory's history). */
export const ITEM_STATUSES = ['in_use', 'stored', 'in_repair', 'lent', 'written_off'] as const
export type ItemStatus = (typeof ITEM_STATUSES)[number]

/** Largest quantity of one movement (a million chairs is already a convention's stadium). */
export const MAX_MOVEMENT_QUANTITY = 1_000_000
export const MAX_IDENTIFIER_LENGTH = 60

export const ASSET_ISSUES = [
  'quantity_must_be_positive',
  'price_must_be_positive',
  'identifier_required',
  'identifier_taken',
  'item_limit_reached',
  'asset_stock_negative',
  'asset_items_over_entries',
  'asset_not_found',
  'expense_not_found',
  'invalid_movement_kind',
  'invalid_item_status',
] as const
export type AssetIssue = (typeof ASSET_ISSUES)[number]

/** A movement's quantity: a whole number > 0 (spec §5). */
export const movementQuantitySchema = lazy(() =>
  z
    .number('quantity_must_be_positive')
    .int('quantity_must_be_positive')
    .positive('quantity_must_be_positive')
    .max(MAX_MOVEMENT_QUANTITY, 'quantity_must_be_positive'),
)

/** A movement's unit price in centavos, > 0 (spec §5). */
export const movementPriceSchema = lazy(() =>
  z
    .number('price_must_be_positive')
    .int('amount_invalid')
    .positive('price_must_be_positive')
    .max(MAX_AMOUNT, 'amount_too_large'),
)

/** A patrimony tag: required, trimmed; unique in the church, compared without case (identifierKey). */
export const identifierSchema = lazy(() =>
  singleLine('identifier_required')
    .min(1, 'identifier_required')
    .max(MAX_IDENTIFIER_LENGTH, 'text_too_long'),
)

const movementKindSchema = lazy(() => z.enum(MOVEMENT_KINDS, 'invalid_movement_kind'))
const itemStatusSchema = lazy(() => z.enum(ITEM_STATUSES, 'invalid_item_status'))

// Assets -----------------------------------------------------------------------------------------

export const assetCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    churchId: idSchema,
    name: nameSchema,
    description: multilineText(500).default(''),
    subdivision: text(100).default(''),
  }),
)
export const assetUpdateSchema = lazy(() =>
  z
    .strictObject({ name: nameSchema, description: multilineText(500), subdivision: text(100) })
    .partial(),
)
export const assetSchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    name: z.string(),
    description: z.string(),
    subdivision: z.string(),
  }),
)
export type AssetCreate = z.output<typeof assetCreateSchema>
export type AssetUpdate = z.output<typeof assetUpdateSchema>
export type Asset = z.output<typeof assetSchema>

// Movements --------------------------------------------------------------------------------------

/** The church is the asset's (copied by the server). */
export const assetMovementCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    assetId: idSchema,
    kind: movementKindSchema,
    quantity: movementQuantitySchema,
    price: movementPriceSchema,
    date: isoDateSchema,
    description: multilineText(300).default(''),
  }),
)
export const assetMovementUpdateSchema = lazy(() =>
  z
    .strictObject({
      kind: movementKindSchema,
      quantity: movementQuantitySchema,
      price: movementPriceSchema,
      date: isoDateSchema,
      description: multilineText(300),
    })
    .partial(),
)
export const assetMovementSchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    assetId: z.string(),
    kind: z.enum(MOVEMENT_KINDS),
    quantity: z.number().int(),
    price: z.number().int(),
    date: z.string(),
    description: z.string(),
  }),
)
export type AssetMovementCreate = z.output<typeof assetMovementCreateSchema>
export type AssetMovementUpdate = z.output<typeof assetMovementUpdateSchema>
export type AssetMovement = z.output<typeof assetMovementSchema>

// Items ------------------------------------------------------------------------------------------

export const assetItemCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    assetId: idSchema,
    identifier: identifierSchema,
    status: itemStatusSchema.default('in_use'),
    statusChangedOn: isoDateSchema,
    notes: multilineText(500).default(''),
  }),
)
export const assetItemUpdateSchema = lazy(() =>
  z
    .strictObject({
      identifier: identifierSchema,
      status: itemStatusSchema,
      statusChangedOn: isoDateSchema,
      notes: multilineText(500),
    })
    .partial(),
)
export const assetItemSchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    assetId: z.string(),
    identifier: z.string(),
    status: z.enum(ITEM_STATUSES),
    statusChangedOn: z.string(),
    notes: z.string(),
  }),
)
export type AssetItemCreate = z.output<typeof assetItemCreateSchema>
export type AssetItemUpdate = z.output<typeof assetItemUpdateSchema>
export type AssetItem = z.output<typeof assetItemSchema>

// Liabilities ------------------------------------------------------------------------------------

/** What a church owes: settled when `settledOn` is set; `expenseId` = the expense that paid it, if any. */
export const liabilityCreateSchema = lazy(() =>
  z.object({
    id: idSchema,
    churchId: idSchema,
    name: nameSchema,
    description: multilineText(500).default(''),
    subdivision: text(100).default(''),
    value: amountSchema,
    dueDate: isoDateSchema,
    settledOn: isoDateSchema.nullable().default(null),
    expenseId: idSchema.nullable().default(null),
  }),
)
export const liabilityUpdateSchema = lazy(() =>
  z
    .strictObject({
      name: nameSchema,
      description: multilineText(500),
      subdivision: text(100),
      value: amountSchema,
      dueDate: isoDateSchema,
      settledOn: isoDateSchema.nullable(),
      expenseId: idSchema.nullable(),
    })
    .partial(),
)
export const liabilitySchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    name: z.string(),
    description: z.string(),
    subdivision: z.string(),
    value: z.number().int(),
    dueDate: z.string(),
    settledOn: z.string().nullable(),
    expenseId: z.string().nullable(),
  }),
)
export type LiabilityCreate = z.output<typeof liabilityCreateSchema>
export type LiabilityUpdate = z.output<typeof liabilityUpdateSchema>
export type Liability = z.output<typeof liabilitySchema>
