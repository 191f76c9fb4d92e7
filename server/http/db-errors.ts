import { ApiError } from './errors'
import { registerMessages } from './i18n'

registerMessages({
  'pt-BR': {
    data_refused: 'Os dados enviados têm um valor que o servidor não pode guardar.',
  },
  en: {
    data_refused: 'The data sent holds a value the server cannot store.',
  },
  es: {
    data_refused: 'Los datos enviados tienen un valor que el servidor no puede guardar.',
  },
})

/**
 * PostgreSQL's refusals of the caller's data, not server faults (issue 47): every data exception
 * (SQLSTATE class 22: a NUL in a text, a value too long or out of range, bad text for a column's
 * type) and the integrity violations that come from the data (class 23). A replayed mutation
 * refused so is rejected for good (it would be refused again on every retry); a REST call, 400/409.
 */
function callerError(code: string): ApiError | undefined {
  if (code === '23505') return new ApiError('conflict') // unique_violation: a racing write won
  if (code === '23503') return new ApiError('conflict') // foreign_key_violation: a parent vanished
  if (code === '23P01') return new ApiError('conflict') // exclusion_violation
  if (code === '23502' || code === '23514')
    return new ApiError('bad_request', undefined, 'data_refused') // not null, check
  if (/^22[0-9A-Z]{3}$/.test(code)) return new ApiError('bad_request', undefined, 'data_refused')
  return undefined
}

/** Maps a database error (pg or PGlite, possibly wrapped by drizzle in `cause`) to an ApiError, or undefined. */
export function apiErrorFromDatabase(err: unknown): ApiError | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code
    const found = typeof code === 'string' ? callerError(code) : undefined
    if (found) return found
  }
  return undefined
}
