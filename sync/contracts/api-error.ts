import { z } from 'zod/mini'
import { lazy } from './lazy'

/** The one API error shape: every 4xx/5xx body of /api looks like this. */
export const apiErrorSchema = lazy(() =>
  z.object({
    message: z.string(),
    code: z.string(),
    details: z.optional(z.unknown()),
  }),
)
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

/** Stable machine codes; the message is translated for the request's language. */
export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'invalid_credentials',
  'account_inactive',
  'too_many_requests',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'invalid_code',
  'invalid_current_password',
  'member_duplicate',
  // Billing (sync/contracts/billing.ts, docs/billing.md).
  'plan_too_small',
  'member_limit_reached',
  'card_declined',
  'invalid_card',
  'invoice_not_open',
  'invalid_signature',
  // A service the server relies on (the CEP lookup) is off or not answering.
  'service_unavailable',
] as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]
