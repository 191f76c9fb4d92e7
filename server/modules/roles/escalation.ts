import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'

/**
 * Anti-escalation: a non-administrator cannot hand out (or touch) a role with a permission they
 * do not hold, nor one on a level of lower order than their own. Administrators (level 0) can.
 */
export function assertWithinGrant(
  auth: AuthContext,
  role: { permissions: readonly string[]; levelOrder: number },
): void {
  if (auth.isAdministrator) return
  const held = new Set<string>(auth.permissions)
  if (role.levelOrder < auth.levelOrder || role.permissions.some((p) => !held.has(p)))
    throw new ApiError('forbidden', undefined, 'escalation_refused')
}
