import { z } from 'zod'
import { idSchema, listQueryFields, nameSchema, rowMetaFields } from './common'
import {
  DEFAULT_PERMISSION,
  PERMISSION_ENTITIES,
  permissionSchema,
  type Permission,
} from './permissions'
import { lazy } from './lazy'

/** Roles: a name, a level and a set of permissions (DEFAULT means "none needed" and is never stored). */

export const rolePermissionsSchema = lazy(() =>
  z
    .array(z.string().max(60))
    .max(200)
    .transform((list) => list.filter((p) => p !== DEFAULT_PERMISSION))
    .pipe(z.array(permissionSchema))
    .transform((list) => [...new Set(list)] as Permission[]),
)

export const roleCreateSchema = lazy(() =>
  z.object({
    id: idSchema.optional(),
    name: nameSchema,
    levelId: idSchema,
    permissions: rolePermissionsSchema.default([]),
  }),
)
export const roleUpdateSchema = lazy(() =>
  z
    .strictObject({ name: nameSchema, levelId: idSchema, permissions: rolePermissionsSchema })
    .partial(),
)
export const roleSchema = lazy(() =>
  z.object({
    ...rowMetaFields,
    name: z.string(),
    levelId: z.string(),
    level: z.object({ id: z.string(), name: z.string(), order: z.number().int() }),
    permissions: z.array(z.string()),
  }),
)
export const roleListQuerySchema = lazy(() =>
  z.object({ ...listQueryFields, levelId: idSchema.optional() }),
)
export type RoleCreate = z.output<typeof roleCreateSchema>
export type RoleUpdate = z.output<typeof roleUpdateSchema>
export type Role = z.output<typeof roleSchema>

/** The permission list grouped by entity, for the roles screen (GET /permissions/v1). */
export const permissionGroupSchema = lazy(() =>
  z.object({
    entity: z.enum(PERMISSION_ENTITIES),
    permissions: z.array(z.string()),
  }),
)
export type PermissionGroup = z.output<typeof permissionGroupSchema>
