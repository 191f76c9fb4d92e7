import { z } from 'zod/mini'
import { lazy } from './lazy'

/** The verbs and entities of spec §3; a permission is VERB_ENTITY. */
export const PERMISSION_VERBS = ['VIEW', 'ADD', 'EDIT', 'DELETE'] as const
export const PERMISSION_ENTITIES = [
  'USERS',
  'LEVELS',
  'ROLES',
  'CONGREGATIONS',
  'FINANCIAL_REPORT',
  'MEMBER_REPORT',
  'MEMBER',
  'VISITOR',
  'EVENTS',
  'ASSETS',
  'EXPENSES',
  'TITHING',
  'REPASSE',
  'LIABILITIES',
  'REVENUES',
  'CALENDAR',
  'FIELDS',
  'REGIONAL',
  'CHURCHES',
  // Sunday school (issue 53; docs/ebd.md).
  'EBD',
] as const

export type PermissionVerb = (typeof PERMISSION_VERBS)[number]
export type PermissionEntity = (typeof PERMISSION_ENTITIES)[number]
export type Permission = `${PermissionVerb}_${PermissionEntity}`

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_ENTITIES.flatMap((entity) =>
  PERMISSION_VERBS.map((verb): Permission => `${verb}_${entity}`),
)

/** DEFAULT means "no permission needed"; it is never stored on a role. */
export const DEFAULT_PERMISSION = 'DEFAULT' as const
export type RequiredPermission = Permission | typeof DEFAULT_PERMISSION

const permissionSet = new Set<string>(ALL_PERMISSIONS)
export const isPermission = (value: string): value is Permission => permissionSet.has(value)

export const permissionSchema = lazy(() =>
  z.string().check(z.refine(isPermission, { error: 'invalid_permission' })),
)

/** The treasury permissions: holding any of them lets a role see salaries and tithes. */
export const TREASURY_ENTITIES: readonly PermissionEntity[] = [
  'REVENUES',
  'EXPENSES',
  'TITHING',
  'REPASSE',
  'FINANCIAL_REPORT',
]

/** The one permission check, shared by the server and the app. */
export function hasPermission(
  granted: readonly string[] | undefined,
  required: RequiredPermission,
): boolean {
  if (required === DEFAULT_PERMISSION) return true
  return granted?.includes(required) ?? false
}
