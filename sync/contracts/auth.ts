import { z } from 'zod/mini'
import { lazy } from './lazy'

/**
 * The identity API's contract (/api/auth/v1), shared by the server and the app.
 * zod messages are stable codes (e.g. 'password_too_short') that the app translates.
 * Written with `zod/mini` (same schemas, functional checks): these contracts are on the
 * /login first load, and mini tree-shakes to a fraction of classic zod.
 */

export const PASSWORD_MIN = 8
/** What the meter calls strong: the rule below with at least this many characters. */
export const STRONG_PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

const UPPER = /\p{Lu}/u
const LOWER = /\p{Ll}/u
const DIGIT = /\p{Nd}/u
/** Anything that is neither a letter nor a digit (punctuation, symbols, spaces). */
const SPECIAL = /[^\p{L}\p{N}]/u

/** Spec §5: 8..128 characters with an upper-case and a lower-case letter, a digit and a special character. */
export const passwordSchema = lazy(() =>
  z
    .string({ error: 'password_required' })
    .check(
      z.minLength(PASSWORD_MIN, { error: 'password_too_short' }),
      z.maxLength(PASSWORD_MAX, { error: 'password_too_long' }),
      z.regex(UPPER, { error: 'password_needs_upper' }),
      z.regex(LOWER, { error: 'password_needs_lower' }),
      z.regex(DIGIT, { error: 'password_needs_digit' }),
      z.regex(SPECIAL, { error: 'password_needs_special' }),
    ),
)

export type PasswordStrength = 'weak' | 'medium' | 'strong'

/**
 * Strength feedback (spec §5): 'weak' when the rule above is not met, 'strong' when it is met
 * with at least 12 characters, else 'medium'. (Common passwords are refused by the server.)
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!passwordSchema.safeParse(password).success) return 'weak'
  return [...password].length >= STRONG_PASSWORD_MIN ? 'strong' : 'medium'
}

/**
 * The organisation's first password, at sign-up (spec: "a strong password is required"): the
 * rule above with at least STRONG_PASSWORD_MIN characters, what the meter calls 'Forte'.
 */
export const strongPasswordSchema = lazy(() =>
  passwordSchema.check(
    z.refine((password: string) => [...password].length >= STRONG_PASSWORD_MIN, {
      error: 'password_not_strong',
    }),
  ),
)

/** Trimmed, lower-cased e-mail. */
export const emailSchema = lazy(() =>
  z.pipe(
    z
      .string({ error: 'email_required' })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, { error: 'email_required' }),
        z.maxLength(254, { error: 'email_invalid' }),
      ),
    z.email({ error: 'email_invalid' }),
  ),
)

/** A password as typed at sign-in or as the current one: anything up to a cap that keeps hashing cheap. */
const enteredPasswordSchema = lazy(() =>
  z
    .string({ error: 'password_required' })
    .check(
      z.minLength(1, { error: 'password_required' }),
      z.maxLength(1024, { error: 'password_too_long' }),
    ),
)

export const loginSchema = lazy(() =>
  z.object({
    email: emailSchema,
    password: enteredPasswordSchema,
  }),
)
export type LoginInput = z.input<typeof loginSchema>

export const resetRequestSchema = lazy(() => z.object({ email: emailSchema }))

const codeSchema = lazy(() =>
  z
    .string({ error: 'code_required' })
    .check(z.minLength(1, { error: 'code_required' }), z.maxLength(200, { error: 'code_invalid' })),
)

export const resetCheckSchema = lazy(() => z.object({ code: codeSchema }))
export const resetCodeSchema = lazy(() => z.object({ code: codeSchema, password: passwordSchema }))

export const changePasswordSchema = lazy(() =>
  z
    .object({
      currentPassword: enteredPasswordSchema,
      newPassword: passwordSchema,
      confirmPassword: z.string({ error: 'password_required' }),
    })
    .check(
      z.refine((v) => v.newPassword === v.confirmPassword, {
        path: ['confirmPassword'],
        error: 'password_mismatch',
      }),
    ),
)

/** Branding of the client and of a hierarchy node: blank strings mean "not set" (the app falls back). */
const branding = lazy(() => ({
  sigla: z.string(),
  linkLogo: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
}))

export const CONGREGATION_KINDS = ['church', 'sector', 'field', 'convention'] as const
export const USER_LANGUAGES = ['pt-BR', 'en', 'es'] as const
/** A client organisation's subscription status (sync/contracts/billing.ts). */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'cancelled'] as const

/** The current user (GET /me, and `user` of the login answer). */
export const meSchema = lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    fullName: z.string(),
    email: z.string(),
    language: z.enum(USER_LANGUAGES),
    /**
     * The member the user is linked to (users.member_id), null when none: a Sunday school
     * teacher's own classes are those listing it. Absent in logins stored before it existed.
     */
    memberId: z.optional(z.nullable(z.string())),
    role: z.object({
      id: z.string(),
      name: z.string(),
      levelOrder: z.int(),
      permissions: z.array(z.string()),
    }),
    /** The user's deepest node; branding resolved up its ancestors. Null for a user placed at the client. */
    congregation: z.nullable(
      z.object({
        id: z.string(),
        kind: z.enum(CONGREGATION_KINDS),
        name: z.string(),
        ...branding,
        /** A church's PIX key and city (for service mode's offerings by PIX); absent above a church. */
        pixKey: z.optional(z.string()),
        pixCity: z.optional(z.string()),
        /** A church's CNPJ (digits, '' when none) and address, for its receipts and letterheads. */
        cnpj: z.optional(z.string()),
        address: z.optional(z.string()),
      }),
    ),
    client: z.object({ id: z.string(), name: z.string(), ...branding }),
    node: z.object({
      conventionId: z.nullable(z.string()),
      fieldId: z.nullable(z.string()),
      sectorId: z.nullable(z.string()),
      churchId: z.nullable(z.string()),
    }),
    /**
     * What every user learns of the organisation's subscription, enough to warn (past due, near
     * the plan's member limit). Null for an organisation without one; absent in logins stored
     * before billing existed.
     */
    billing: z.optional(
      z.nullable(
        z.object({
          status: z.enum(SUBSCRIPTION_STATUSES),
          planId: z.string(),
          trialEndsAt: z.string(),
          memberLimit: z.int(),
        }),
      ),
    ),
  }),
)
export type Me = z.infer<typeof meSchema>

export const loginResultSchema = lazy(() =>
  z.object({
    token: z.string(),
    expiresAt: z.string(),
    user: meSchema,
  }),
)
export type LoginResult = z.infer<typeof loginResultSchema>

/** Whole answers, for `request(..., { schema })`. */
export const loginResponseSchema = lazy(() => z.object({ data: loginResultSchema }))
export const meResponseSchema = lazy(() => z.object({ data: meSchema }))
export const okResponseSchema = lazy(() => z.object({ data: z.object({ ok: z.literal(true) }) }))
export const resetCheckResponseSchema = lazy(() =>
  z.object({ data: z.object({ valid: z.boolean() }) }),
)
export const checkLoginResponseSchema = lazy(() => z.literal(true))

export const EMAIL_VALIDATION_STATUSES = [
  'validated',
  'already_validated',
  'expired',
  'invalid',
] as const
export type EmailValidationStatus = (typeof EMAIL_VALIDATION_STATUSES)[number]
export const emailValidationResponseSchema = lazy(() =>
  z.object({
    ok: z.boolean(),
    status: z.enum(EMAIL_VALIDATION_STATUSES),
  }),
)
export type EmailValidationResponse = z.infer<typeof emailValidationResponseSchema>
