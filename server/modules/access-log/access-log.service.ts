import {
  DATA_ACCESS_RETENTION_YEARS,
  type DataAccessEntry,
  type dataAccessListQuerySchema,
  type dataAccessRecordSchema,
} from '../../../sync/contracts/access-log'
import type { Page } from '../../../sync/contracts/common'
import type { z } from 'zod'
import { canRead } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { pageOf } from '../hierarchy/list'
import { memberScopeOf } from '../members/member-rules'
import { findMemberAnyState } from '../members/members.repo'
import { insertAccess, listAccess, purgeAccessBefore } from './access-log.repo'

/**
 * The LGPD access log: any signed-in user records their own exports (the device sends them,
 * queued while offline); only administrators read the log. Entries older than the retention
 * are purged when the client's next entry arrives. A record names only a member the caller may
 * read (their organisation and scope; an anonymised one too): any other id is a 404, as every
 * foreign id is, so the log never holds nor shows another organisation's member.
 */

export function retentionStart(now: Date): Date {
  const start = new Date(now)
  start.setUTCFullYear(start.getUTCFullYear() - DATA_ACCESS_RETENTION_YEARS)
  return start
}

export async function recordAccess(
  db: DbOrTx,
  auth: AuthContext,
  input: z.output<typeof dataAccessRecordSchema>,
  now: Date,
): Promise<{ id: string }> {
  // A device clock far in the future must not keep an entry past its retention.
  const at = new Date(Math.min(Date.parse(input.at), now.getTime())).toISOString()
  await atomic(db, async (tx) => {
    if (input.memberId !== null) {
      const member = await findMemberAnyState(tx, input.memberId)
      if (!member || !canRead(auth, memberScopeOf(member))) throw new ApiError('not_found')
    }
    await insertAccess(tx, {
      id: input.id,
      clientId: auth.node.clientId,
      userId: auth.userId,
      at,
      kind: input.kind,
      format: input.format,
      memberId: input.memberId,
      label: input.label,
    })
    await purgeAccessBefore(tx, auth.node.clientId, retentionStart(now))
  })
  return { id: input.id }
}

export async function listAccessFor(
  db: DbOrTx,
  auth: AuthContext,
  query: z.output<typeof dataAccessListQuerySchema>,
): Promise<Page<DataAccessEntry>> {
  if (!auth.isAdministrator) throw new ApiError('forbidden')
  const { rows, total } = await listAccess(db, auth.node.clientId, query)
  return pageOf(rows, total, query)
}
