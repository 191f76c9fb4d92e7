import { ApiError } from './errors'

/** PostgreSQL error codes that are the caller's conflict or mistake, not a server fault. */
const CALLER_ERRORS: Record<string, 'conflict' | 'bad_request'> = {
  '23505': 'conflict', // unique_violation: a racing write won
  '23503': 'conflict', // foreign_key_violation: a parent vanished under a racing delete
  '22P02': 'bad_request', // invalid_text_representation
  '22001': 'bad_request', // string_data_right_truncation
  '22003': 'bad_request', // numeric_value_out_of_range
}

/** Maps a database error (pg or PGlite, possibly wrapped by drizzle in `cause`) to an ApiError, or undefined. */
export function apiErrorFromDatabase(err: unknown): ApiError | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && code in CALLER_ERRORS)
      return new ApiError(CALLER_ERRORS[code] ?? 'conflict')
  }
  return undefined
}
