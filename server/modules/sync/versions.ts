import { MIN_SYNC_SCHEMA_VERSION, SYNC_SCHEMA_VERSION } from '../../../sync/contracts/sync'
import { ApiError } from '../../http/errors'

/** An app older than the server accepts gets 409 with details.reason 'client_too_old': it offers its update instead of looping. */
export function assertAppVersion(schemaVersion: number): void {
  if (schemaVersion < MIN_SYNC_SCHEMA_VERSION)
    throw new ApiError(
      'conflict',
      {
        reason: 'client_too_old',
        minSchemaVersion: MIN_SYNC_SCHEMA_VERSION,
        schemaVersion: SYNC_SCHEMA_VERSION,
      },
      'sync_client_too_old',
    )
}
