import {
  roleCreateSchema,
  roleListQuerySchema,
  roleUpdateSchema,
} from '../../../sync/contracts/roles'
import { crudRouter } from '../hierarchy/crud-routes'
import { rolesService } from './roles.service'

/** /api/roles/v1: roles and their permissions. */
export const rolesRoutes = () =>
  crudRouter(rolesService, {
    query: roleListQuerySchema,
    create: roleCreateSchema,
    update: roleUpdateSchema,
  })
