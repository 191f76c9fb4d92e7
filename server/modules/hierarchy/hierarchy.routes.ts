import { listQuerySchema } from '../../../sync/contracts/common'
import {
  conventionCreateSchema,
  conventionUpdateSchema,
  fieldCreateSchema,
  fieldUpdateSchema,
  hierarchyListQuerySchema,
  sectorCreateSchema,
  sectorUpdateSchema,
} from '../../../sync/contracts/hierarchy'
import { conventions, fields, sectors } from '../../db/schema'
import { conventionsService } from './conventions.service'
import { crudRouter } from './crud-routes'
import { fieldsService } from './fields.service'
import { copyLinkedLogo } from './logo-import'
import { sectorsService } from './sectors.service'

/** The routes of the plain hierarchy nodes; churches have more (churches.routes.ts). */

/** /api/congregations/v1: conventions (the spec calls them congregations). */
export const conventionsRoutes = () =>
  crudRouter(
    conventionsService,
    {
      query: listQuerySchema,
      create: conventionCreateSchema,
      update: conventionUpdateSchema,
    },
    copyLinkedLogo(conventions),
  )

/** /api/fields/v1: ecclesiastical fields. */
export const fieldsRoutes = () =>
  crudRouter(
    fieldsService,
    {
      query: hierarchyListQuerySchema,
      create: fieldCreateSchema,
      update: fieldUpdateSchema,
    },
    copyLinkedLogo(fields),
  )

/** /api/sectors/v1: regional sectors. */
export const sectorsRoutes = () =>
  crudRouter(
    sectorsService,
    {
      query: hierarchyListQuerySchema,
      create: sectorCreateSchema,
      update: sectorUpdateSchema,
    },
    copyLinkedLogo(sectors),
  )
