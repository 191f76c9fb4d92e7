import { z } from 'zod'
import { rowMetaFields } from '../common'
import {
  MARITAL_STATUSES,
  MEMBER_APPROVALS,
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  TITHE_STATUSES,
  ADMISSION_WAYS,
  addressSchema,
} from './fields'
import { lazy } from '../lazy'

/** Members, their category changes and transfers as the mirror and the API hold them. */

const scopeFields = lazy(() => ({
  conventionId: z.string(),
  fieldId: z.string(),
  sectorId: z.string(),
  churchId: z.string(),
}))

export const memberSchema = lazy(() =>
  z.object({
    ...rowMetaFields,
    ...scopeFields,
    name: z.string(),
    surname: z.string(),
    cpf: z.string().nullable(),
    birthDate: z.string().nullable(),
    phone: z.string(),
    email: z.string(),
    address: addressSchema,
    status: z.enum(MEMBER_STATUSES),
    function: z.string(),
    category: z.enum(MEMBER_CATEGORIES),
    baptized: z.boolean(),
    baptismDate: z.string().nullable(),
    /** Absent for users without a treasury permission. */
    titheStatus: z.enum(TITHE_STATUSES).nullable().optional(),
    title: z.string(),
    profession: z.string(),
    companyName: z.string(),
    visitDate: z.string().nullable(),
    invitedBy: z.string(),
    /** Member since; absent on rows a device stored before it existed (read as none). */
    admissionDate: z.string().nullable().optional(),
    admissionWay: z.enum(ADMISSION_WAYS).nullable().optional(),
    /** Absent for users without a treasury permission. */
    salary: z.number().int().nullable().optional(),
    maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
    approval: z.enum(MEMBER_APPROVALS),
    consentScope: z.string(),
    consentAt: z.string().nullable(),
    consentTextVersion: z.string(),
    guardianName: z.string(),
    guardianConsentAt: z.string().nullable(),
    /** The photo as it is now (null/absent: none); its bytes at /api/members/v1/members/:id/photo. */
    photoKey: z.string().nullable().optional(),
    /** The card's QR secret (server-made; replaced when the member leaves or is transferred). */
    cardToken: z.string().optional(),
  }),
)
export type Member = z.output<typeof memberSchema>

export const memberCategoryChangeSchema = lazy(() =>
  z.object({
    id: z.string(),
    clientId: z.string(),
    ...scopeFields,
    memberId: z.string(),
    previousCategory: z.enum(MEMBER_CATEGORIES).nullable(),
    newCategory: z.enum(MEMBER_CATEGORIES),
    /** ISO date of the change. */
    changedOn: z.string(),
    changedBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type MemberCategoryChange = z.output<typeof memberCategoryChangeSchema>

export const memberTransferSchema = lazy(() =>
  z.object({
    id: z.string(),
    clientId: z.string(),
    /** Absent when the member went to a place outside the reader's scope. */
    memberId: z.string().optional(),
    /** Name and surname at the time of the transfer (blanked when the member is deleted). */
    memberName: z.string(),
    /** The ids of an end outside the reader's scope are absent; the names are always there. */
    fromConventionId: z.string().optional(),
    fromFieldId: z.string().optional(),
    fromSectorId: z.string().optional(),
    fromChurchId: z.string().optional(),
    toConventionId: z.string().optional(),
    toFieldId: z.string().optional(),
    toSectorId: z.string().optional(),
    toChurchId: z.string().optional(),
    fromChurchName: z.string(),
    toChurchName: z.string(),
    /** ISO date. */
    date: z.string(),
    /** Absent for users without a treasury permission. */
    titheStatus: z.enum(TITHE_STATUSES).nullable().optional(),
    byUserId: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
)
export type MemberTransfer = z.output<typeof memberTransferSchema>

/** One entry of GET /api/sync/v1/history/:entity/:id. */
export const historyEntrySchema = lazy(() =>
  z.object({
    id: z.string(),
    action: z.string(),
    at: z.string(),
    /** null: no user — the person themself, through the public registration page. */
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    changes: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })),
  }),
)
export type HistoryEntry = z.output<typeof historyEntrySchema>
