import type { ApiErrorCode } from '../../sync/contracts/api-error'
import type { MessageKey } from './i18n'

const statusOf: Record<ApiErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  account_inactive: 401,
  too_many_requests: 429,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal_error: 500,
  invalid_code: 400,
  invalid_current_password: 400,
  member_duplicate: 409,
  plan_too_small: 422,
  member_limit_reached: 422,
  card_declined: 422,
  invalid_card: 422,
  invoice_not_open: 409,
  invalid_signature: 401,
  service_unavailable: 503,
}

/**
 * The one error type services throw. The handler turns it into `{ message, code, details? }`
 * with the message translated to the request's language. `messageKey` overrides the
 * default message of the code (e.g. a specific 'duplicate_member').
 */
export class ApiError extends Error {
  readonly status: number
  constructor(
    readonly code: ApiErrorCode,
    readonly details?: unknown,
    readonly messageKey: MessageKey | (string & {}) = code,
  ) {
    super(code)
    this.status = statusOf[code]
  }
}

export const notFound = () => new ApiError('not_found')
export const forbidden = () => new ApiError('forbidden')
