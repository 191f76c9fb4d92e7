import { ApiError } from '../../http/errors'

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle wraps it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

export const emailTakenError = () =>
  new ApiError('conflict', [{ path: 'email', message: 'email_taken' }], 'email_taken')

/** Runs a write; two requests racing for one e-mail: the loser gets the same 409 as the early check gives. */
export async function guardEmailRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError()
    throw err
  }
}
