import { ApiError } from '../../http/errors'
import { isCommonPassword } from './common-passwords'

/**
 * The server's part of the password rule: the shape (length, classes) is checked by the shared
 * zod schema; here common passwords are refused, as a 400 validation_failed on `field`.
 */
export function assertNotCommon(password: string, field: string): void {
  if (!isCommonPassword(password)) return
  throw new ApiError(
    'validation_failed',
    [{ path: field, code: 'custom', message: 'password_too_common' }],
    'password_too_common',
  )
}
