import type { MiddlewareHandler } from 'hono'
import { isPermission, type Permission } from '../../../sync/contracts/permissions'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'
import type { AppEnv } from '../../http/app-env'
import { pickLanguage } from '../../http/i18n'
import { findSessionWithUser, touchSession } from './sessions.repo'
import { SESSION_TOUCH_MS, hashSecret, sessionExpiry } from './tokens'

/** Reads the bearer token, checks the session and the user as they are NOW, and sets `auth`. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header)
  if (!match?.[1]) throw new ApiError('unauthenticated')
  const { db, now, config } = c.get('deps')
  const found = await findSessionWithUser(db, hashSecret(match[1]))
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
  await next()
}
