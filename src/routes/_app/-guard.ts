import { redirect } from '@tanstack/react-router'
import { hasPermission, type Permission } from '../../../sync'
import type { RouterContext } from '../../components/session'
import { loadArea, type CatalogArea } from '../../lib/i18n'

/**
 * THE guard of the permission-guarded routes (spec §2): `beforeLoad: requireView('VIEW_USERS')`.
 * Without a session -> /login; without the VIEW permission (or, for a screen the server shows
 * to administrators only, without being one: role level 0) -> /unauthorized.
 */
export function requireView(
  permission: Permission,
  { administratorsOnly = false }: { administratorsOnly?: boolean } = {},
) {
  return async ({ context }: { context: RouterContext }): Promise<void> => {
    const user = await context.session.ensureUser()
    if (!user) throw redirect({ to: '/login' })
    if (!hasPermission(user.role.permissions, permission)) throw redirect({ to: '/unauthorized' })
    if (administratorsOnly && user.role.levelOrder !== 0) throw redirect({ to: '/unauthorized' })
  }
}

/**
 * A guarded route's options but its component: `...guarded('VIEW_X', 'area')` then
 * `component: X` (written in the route file itself, where code splitting looks for it).
 */
export function guarded(permission: Permission, area?: CatalogArea) {
  return {
    beforeLoad: requireView(permission),
    loader: () => (area ? loadArea(area) : undefined),
  }
}

/** `?id=` of a list: the record to open on arrival (a calendar's tap). */
export type RecordSearch = { id?: string }

export function recordSearch(search: Record<string, unknown>): RecordSearch {
  const value = search.id
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? { id: value } : {}
}

/** `?situacao=` of the treasury lists: all, open, overdue or realised (anything else: all); and `?id=`. */
export type SituationSearch = RecordSearch & { situacao?: 'open' | 'overdue' | 'realized' }

export function situationSearch(search: Record<string, unknown>): SituationSearch {
  const value = search.situacao
  const situation: SituationSearch =
    value === 'open' || value === 'overdue' || value === 'realized' ? { situacao: value } : {}
  return { ...recordSearch(search), ...situation }
}
