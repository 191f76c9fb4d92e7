import type { SectorCreate, SectorUpdate } from '../../../sync/contracts/hierarchy'
import { churches, sectors } from '../../db/schema'
import { fieldsService } from './fields.service'
import { nodeRepo } from './node-repo'
import { nodeKind } from './node-service'

/** Regional sectors: permissions *_REGIONAL; the parent is a field (its convention is copied), children are churches. */
export const sectorsService = nodeKind<typeof sectors, SectorCreate, SectorUpdate>({
  repo: nodeRepo(sectors, 2, churches),
  permission: 'REGIONAL',
  parent: { kind: fieldsService, idOf: (input) => input.fieldId },
})

export const findSector = sectorsService.find
