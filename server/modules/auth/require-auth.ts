import type { Context, MiddlewareHandler } from 'hono'
import { isPermission, type Permission } from '../../../sync/contracts/permissions'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'
import type { AppEnv } from '../../http/app-env'
import { pickLanguage } from '../../http/i18n'
import { findSessionForMe, findSessionWithUser, touchSession } from './sessions.repo'
import { SESSION_TOUCH_MS, hashSecret, sessionExpiry } from './tokens'

type SessionRows = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>
type SessionForMe = NonNullable<Awaited<ReturnType<typeof findSessionForMe>>>

declare module 'hono' {
  interface ContextVariableMap {
    /** The session's rows as requireAuthForMe read them (GET /me builds from them, no second read). */
    sessionForMe: SessionForMe
  }
}

/** The hash of the request's bearer token; a missing or malformed one is unauthenticated. */
function bearerHash(c: Context<AppEnv>): string {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header)
  if (!match?.[1]) throw new ApiError('unauthenticated')
  return hashSecret(match[1])
}

/** Checks the session and the user as they are NOW, keeps the session alive, and sets `auth`. */
async function admit<T extends SessionRows>(c: Context<AppEnv>, found: T | undefined): Promise<T> {
  const { db, now, config } = c.get('deps')
  const at = now()
  const createdAt = found ? new Date(found.session.createdAt) : at
  if (
    !found ||
    found.session.revokedAt ||
    new Date(found.session.expiresAt) <= at ||
    // The absolute lifetime: however much a session is used, it ends this long after sign-in.
    at.getTime() - createdAt.getTime() >= config.sessionMaxAgeMs ||
    found.user.status !== 'active' ||
    found.user.deletedAt ||
    found.role.deletedAt
  ) {
    throw new ApiError('unauthenticated')
  }
  if (at.getTime() - new Date(found.session.lastUsedAt).getTime() > SESSION_TOUCH_MS) {
    await touchSession(
      db,
      found.session.id,
      at,
      sessionExpiry(createdAt, at, config.sessionMaxAgeMs),
    )
  }
  const { user, role, level, session } = found
  const auth: AuthContext = {
    userId: user.id,
    sessionId: session.id,
    name: user.name,
    email: user.email,
    language: pickLanguage(user.language),
    roleId: role.id,
    levelOrder: level.order,
    permissions: role.permissions.filter((p): p is Permission => isPermission(p)),
    isAdministrator: level.order === 0,
    node: {
      clientId: user.clientId,
      conventionId: user.conventionId,
      fieldId: user.fieldId,
      sectorId: user.sectorId,
      churchId: user.churchId,
    },
  }
  c.set('auth', auth)
  return found
}

/** Reads the bearer token, checks the session and the user as they are NOW, and sets `auth`. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  await admit(c, await findSessionWithUser(c.get('deps').db, bearerHash(c)))
  await next()
}

/** requireAuth for GET /me: the same check, reading the user's nodes and subscription with the session. */
export const requireAuthForMe: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('sessionForMe', await admit(c, await findSessionForMe(c.get('deps').db, bearerHash(c))))
  await next()
}
