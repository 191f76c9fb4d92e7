import type { FieldCreate, FieldUpdate } from '../../../sync/contracts/hierarchy'
import { fields, sectors } from '../../db/schema'
import { conventionsService } from './conventions.service'
import { nodeRepo } from './node-repo'
import { nodeKind } from './node-service'

/** Ecclesiastical fields: permissions *_FIELDS; the parent is a convention, children are sectors. */
export const fieldsService = nodeKind<typeof fields, FieldCreate, FieldUpdate>({
  repo: nodeRepo(fields, 1, sectors),
  permission: 'FIELDS',
  parent: { kind: conventionsService, idOf: (input) => input.conventionId },
})

export const findField = fieldsService.find
