import { z } from 'zod'
import { idSchema, nameSchema } from './common'
import { amountSchema, isoDateSchema, multilineText, text } from './treasury/fields'
import { lazy } from './lazy'

/**
 * Events and campaigns (spec §3, §5; issue 15; docs/events.md). An event belongs to one node of
 * the hierarchy: a church's own event (a congress, a building-fund campaign of one church), or a
 * campaign of a sector, field or convention that every church below it sees and collects for (a
 * field's missions campaign). Its place is written as the path down to its node: the keys below
 * the node are null. Revenues and expenses link to it (`eventId`); what it collected and spent
 * follows from their receipts and payments (sync/rules/events.ts). Money = integer centavos.
 */

export const EVENT_ISSUES = [
  'event_end_before_start',
  'event_budget_end_before_start',
  'event_owner_invalid',
  'event_not_found',
  'event_not_visible',
  'event_has_entries',
] as const
export type EventIssue = (typeof EVENT_ISSUES)[number]

/** The level of the node an event belongs to. */
export const EVENT_LEVELS = ['convention', 'field', 'sector', 'church'] as const
export type EventLevel = (typeof EVENT_LEVELS)[number]

/** The path of an event's node: every key down to the node, null below it. */
export interface EventPath {
  conventionId: string
  fieldId: string | null
  sectorId: string | null
  churchId: string | null
}

/** The level of a path, or null when it has a hole (a church without its sector). */
export function eventLevel(path: EventPath): EventLevel | null {
  const keys = [path.fieldId, path.sectorId, path.churchId]
  const depth = keys.findIndex((key) => key === null)
  const set = depth === -1 ? keys.length : depth
  if (keys.slice(set).some((key) => key !== null)) return null
  return EVENT_LEVELS[set] ?? null
}

/** Whether a church (its full path) sees an event: the event's node is the church or above it. */
export function eventVisibleTo(event: EventPath, church: EventPath): boolean {
  return (
    event.conventionId === church.conventionId &&
    (event.fieldId === null || event.fieldId === church.fieldId) &&
    (event.sectorId === null || event.sectorId === church.sectorId) &&
    (event.churchId === null || event.churchId === church.churchId)
  )
}

const eventFields = lazy(() => ({
  name: nameSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  location: text(200),
  /** What the event may spend (optional), in centavos. */
  budgetAmount: amountSchema.nullable(),
  /** Until when the budget may be spent (optional; not before the start). */
  budgetEnd: isoDateSchema.nullable(),
  /** What the event expects to collect, in centavos: > 0 (spec §5). */
  revenueBudget: amountSchema,
  description: multilineText(1000),
}))

interface EventDates {
  startDate: string
  endDate: string
  budgetEnd: string | null
}

/** The cross-field rules (on create, and by the server on the row as it is after an update). */
export function eventRuleIssues(event: EventDates): { path: string; code: EventIssue }[] {
  const issues: { path: string; code: EventIssue }[] = []
  if (event.endDate < event.startDate)
    issues.push({ path: 'endDate', code: 'event_end_before_start' })
  if (event.budgetEnd !== null && event.budgetEnd < event.startDate)
    issues.push({ path: 'budgetEnd', code: 'event_budget_end_before_start' })
  return issues
}

const checkEvent = (event: EventDates, ctx: z.RefinementCtx) => {
  for (const issue of eventRuleIssues(event))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.code })
}

const pathFields = lazy(() => ({
  conventionId: idSchema,
  fieldId: idSchema.nullable(),
  sectorId: idSchema.nullable(),
  churchId: idSchema.nullable(),
}))

export const eventCreateSchema = lazy(() =>
  z
    .object({
      id: idSchema,
      ...pathFields,
      ...eventFields,
      location: eventFields.location.default(''),
      budgetAmount: eventFields.budgetAmount.default(null),
      budgetEnd: eventFields.budgetEnd.default(null),
      description: eventFields.description.default(''),
    })
    .superRefine((event, ctx) => {
      if (eventLevel(event) === null)
        ctx.addIssue({ code: 'custom', path: ['churchId'], message: 'event_owner_invalid' })
      checkEvent(event, ctx)
    }),
)
/** An event keeps its node: moving a campaign would move what its churches collected. */
export const eventUpdateSchema = lazy(() => z.strictObject(eventFields).partial())

export const eventSchema = lazy(() =>
  z.object({
    id: z.string(),
    clientId: z.string(),
    conventionId: z.string(),
    fieldId: z.string().nullable(),
    sectorId: z.string().nullable(),
    churchId: z.string().nullable(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    location: z.string(),
    budgetAmount: z.number().int().nullable(),
    budgetEnd: z.string().nullable(),
    revenueBudget: z.number().int(),
    description: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)

export type EventCreate = z.output<typeof eventCreateSchema>
export type EventUpdate = z.output<typeof eventUpdateSchema>
export type ChurchEvent = z.output<typeof eventSchema>
