import { z } from 'zod'
import { lazy } from './lazy'
import { singleLine } from './text'

/**
 * Shared pieces of the entity contracts: names, branding, ids, list queries and list answers.
 * Every text is built on the text primitive (./text.ts): trimmed, no control characters.
 */
export {
  CONTROL_CHARACTER,
  SINGLE_LINE,
  multilineText,
  singleLine,
  text,
  withoutControlCharacters,
} from './text'

export const MIN_NAME_LENGTH = 3

export const nameSchema = lazy(() =>
  singleLine().min(MIN_NAME_LENGTH, 'name_too_short').max(200, 'name_too_long'),
)

export const idSchema = lazy(() => z.uuid('invalid_id'))

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** '#rrggbb' or blank (blank = "not set": the theme falls back to the parent's colour). */
export const colorSchema = lazy(() =>
  z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, 'invalid_color')
    .transform((value) => value.toLowerCase()),
)

/** The app's own path of a linked logo copied into Celeiro (server: hierarchy/logo-import). */
const COPIED_LOGO_PATH = /^\/api\/logos\/v1\/[0-9a-f-]{36}$/i

/** An http(s) URL, blank, or the app's own path of a copied logo (a saved node keeps it). */
export const linkSchema = lazy(() =>
  singleLine()
    .max(500, 'invalid_url')
    .refine(
      (value) => value === '' || isHttpUrl(value) || COPIED_LOGO_PATH.test(value),
      'invalid_url',
    ),
)

export const siglaSchema = lazy(() => singleLine().max(20, 'sigla_too_long'))

/** Branding fields without defaults (for updates); `withDefaults` adds blank defaults (for creates). */
export const brandingFields = lazy(() => ({
  sigla: siglaSchema,
  linkLogo: linkSchema,
  primaryColor: colorSchema,
  secondaryColor: colorSchema,
  accentColor: colorSchema,
}))

export const brandingDefaults = lazy(() => ({
  sigla: siglaSchema.default(''),
  linkLogo: linkSchema.default(''),
  primaryColor: colorSchema.default(''),
  secondaryColor: colorSchema.default(''),
  accentColor: colorSchema.default(''),
}))

export const brandingRowFields = lazy(() => ({
  sigla: z.string(),
  linkLogo: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
}))

export const rowMetaFields = lazy(() => ({
  id: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}))

/** Query of every list: `q` search, 1-based `page`, `pageSize` up to 200. */
export const listQueryFields = lazy(() => ({
  q: singleLine().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
}))
export const listQuerySchema = lazy(() => z.object(listQueryFields))
export type ListQuery = z.output<typeof listQuerySchema>

export interface Page<T> {
  data: T[]
  total: number
  page: number
  pageSize: number
}

export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
