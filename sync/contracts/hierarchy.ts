import { z } from 'zod'
import {
  brandingDefaults,
  brandingFields,
  brandingRowFields,
  idSchema,
  listQueryFields,
  nameSchema,
  rowMetaFields,
  singleLine,
} from './common'
import { isValidCnpj, onlyDigits } from './documents'
import { validatePixKey } from './pix-key'
import { lazy } from './lazy'

/** Conventions ("congregations" in the API), ecclesiastical fields, regional sectors and churches. */

// Conventions
export const conventionCreateSchema = lazy(() =>
  z.object({
    id: idSchema.optional(),
    name: nameSchema,
    ...brandingDefaults,
  }),
)
export const conventionUpdateSchema = lazy(() =>
  z.strictObject({ name: nameSchema, ...brandingFields }).partial(),
)
export const conventionSchema = lazy(() =>
  z.object({
    ...rowMetaFields,
    conventionId: z.string(),
    name: z.string(),
    ...brandingRowFields,
  }),
)
export type ConventionCreate = z.output<typeof conventionCreateSchema>
export type ConventionUpdate = z.output<typeof conventionUpdateSchema>
export type Convention = z.output<typeof conventionSchema>

// Ecclesiastical fields
export const fieldCreateSchema = lazy(() =>
  z.object({
    id: idSchema.optional(),
    conventionId: idSchema,
    name: nameSchema,
    ...brandingDefaults,
  }),
)
export const fieldUpdateSchema = lazy(() =>
  z.strictObject({ name: nameSchema, ...brandingFields }).partial(),
)
export const fieldSchema = lazy(() =>
  z.object({
    ...rowMetaFields,
    conventionId: z.string(),
    name: z.string(),
    ...brandingRowFields,
  }),
)
export type FieldCreate = z.output<typeof fieldCreateSchema>
export type FieldUpdate = z.output<typeof fieldUpdateSchema>
export type Field = z.output<typeof fieldSchema>

// Regional sectors (the convention is derived from the field)
export const sectorCreateSchema = lazy(() =>
  z.object({
    id: idSchema.optional(),
    fieldId: idSchema,
    name: nameSchema,
    ...brandingDefaults,
  }),
)
export const sectorUpdateSchema = lazy(() =>
  z.strictObject({ name: nameSchema, ...brandingFields }).partial(),
)
export const sectorSchema = lazy(() =>
  z.object({
    ...rowMetaFields,
    conventionId: z.string(),
    fieldId: z.string(),
    name: z.string(),
    ...brandingRowFields,
  }),
)
export type SectorCreate = z.output<typeof sectorCreateSchema>
export type SectorUpdate = z.output<typeof sectorUpdateSchema>
export type Sector = z.output<typeof sectorSchema>

// Churches (field and convention derived from the sector)
/** Blank, or a CNPJ with valid check digits, masked or not; stored as 14 digits. */
export const cnpjSchema = lazy(() =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isValidCnpj(value), 'invalid_cnpj')
    .transform(onlyDigits),
)

/**
 * Blank, or a PIX key a bank accepts (CPF, CNPJ, e-mail, +55 mobile or random key), stored as
 * the DICT knows it: the church's offerings by PIX in service mode are made out to it.
 */
export const pixKeySchema = lazy(() =>
  singleLine()
    .max(100, 'invalid_pix_key')
    .refine((value) => value === '' || validatePixKey(value).ok, 'invalid_pix_key')
    .transform((value) => {
      const key = validatePixKey(value)
      return key.ok ? key.value.key : ''
    }),
)
/** The city a PIX payer's bank shows beside the church's name. */
export const pixCitySchema = lazy(() => singleLine().max(60, 'pix_city_too_long'))
/** The church's address on one line, as a letterhead prints it (street, number, district, city, state). */
export const churchAddressSchema = lazy(() => singleLine().max(300, 'address_too_long'))

const churchOwnFields = lazy(() => ({
  cnpj: cnpjSchema,
  representativeMemberId: idSchema.nullable(),
  pixKey: pixKeySchema,
  pixCity: pixCitySchema,
  address: churchAddressSchema,
}))
export const churchCreateSchema = lazy(() =>
  z.object({
    id: idSchema.optional(),
    sectorId: idSchema,
    name: nameSchema,
    ...brandingDefaults,
    cnpj: cnpjSchema.default(''),
    representativeMemberId: idSchema.nullable().default(null),
    pixKey: pixKeySchema.default(''),
    pixCity: pixCitySchema.default(''),
    address: churchAddressSchema.default(''),
  }),
)
export const churchUpdateSchema = lazy(() =>
  z.strictObject({ name: nameSchema, ...brandingFields, ...churchOwnFields }).partial(),
)
export const churchSchema = lazy(() =>
  z.object({
    ...rowMetaFields,
    conventionId: z.string(),
    fieldId: z.string(),
    sectorId: z.string(),
    name: z.string(),
    cnpj: z.string(),
    representativeMemberId: z.string().nullable(),
    /** '' when the church has none (and on rows a device stored before the key existed). */
    pixKey: z.string().default(''),
    pixCity: z.string().default(''),
    /** '' when unknown (and on rows a device stored before the address existed). */
    address: z.string().default(''),
    ...brandingRowFields,
  }),
)
export type ChurchCreate = z.output<typeof churchCreateSchema>
export type ChurchUpdate = z.output<typeof churchUpdateSchema>
export type Church = z.output<typeof churchSchema>

/** List filters: the parent ids narrow a list (on top of the caller's scope). */
export const hierarchyListQuerySchema = lazy(() =>
  z.object({
    ...listQueryFields,
    conventionId: idSchema.optional(),
    fieldId: idSchema.optional(),
    sectorId: idSchema.optional(),
  }),
)
export type HierarchyListQuery = z.output<typeof hierarchyListQuerySchema>

/** Church images: only the logo for now (spec §7 default 'logo'). */
export const CHURCH_FILE_TYPES = ['logo'] as const
export type ChurchFileType = (typeof CHURCH_FILE_TYPES)[number]
export const CHURCH_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const churchImageUploadSchema = lazy(() =>
  z.object({
    churchId: idSchema,
    fileType: z.enum(CHURCH_FILE_TYPES, 'invalid_file_type').default('logo'),
  }),
)
export const churchImageUploadResponseSchema = lazy(() => z.object({ file: z.string() }))
