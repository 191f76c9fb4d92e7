import {
  levelCreateSchema,
  levelListQuerySchema,
  levelUpdateSchema,
} from '../../../sync/contracts/levels'
import { crudRouter } from '../hierarchy/crud-routes'
import { levelsService } from './levels.service'

/** /api/levels/v1: hierarchy levels. */
export const levelsRoutes = () =>
  crudRouter(levelsService, {
    query: levelListQuerySchema,
    create: levelCreateSchema,
    update: levelUpdateSchema,
  })
