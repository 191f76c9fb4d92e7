import type { ConventionCreate, ConventionUpdate } from '../../../sync/contracts/hierarchy'
import { conventions, fields } from '../../db/schema'
import { nodeRepo } from './node-repo'
import { nodeKind } from './node-service'

/**
 * Conventions ("congregations" in the API): permissions *_CONGREGATIONS. A convention hangs from
 * the client (only users placed at the client, or administrators, may create one) and carries
 * its own id as convention_id; children are fields.
 */
export const conventionsService = nodeKind<typeof conventions, ConventionCreate, ConventionUpdate>({
  repo: nodeRepo(conventions, 0, fields),
  permission: 'CONGREGATIONS',
})

export const findConvention = conventionsService.find
