import { and, asc, eq, isNull } from 'drizzle-orm'
import type { ChurchDirectoryEntry } from '../../../sync/contracts/church-directory'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { churches, conventions, fields, sectors } from '../../db/schema'

/**
 * Every live church of the caller's organisation with the names of the places above it
 * (docs/members.md, "Church directory"). Any signed-in user of the organisation may read it:
 * names of churches and places are no one's personal data, and a transfer to any of them is
 * still re-authorized by member.transfer (write scope on the origin).
 */
export async function churchDirectory(
  db: DbOrTx,
  auth: AuthContext,
): Promise<ChurchDirectoryEntry[]> {
  return db
    .select({
      id: churches.id,
      name: churches.name,
      conventionId: churches.conventionId,
      conventionName: conventions.name,
      fieldId: churches.fieldId,
      fieldName: fields.name,
      sectorId: churches.sectorId,
      sectorName: sectors.name,
    })
    .from(churches)
    .innerJoin(conventions, eq(conventions.id, churches.conventionId))
    .innerJoin(fields, eq(fields.id, churches.fieldId))
    .innerJoin(sectors, eq(sectors.id, churches.sectorId))
    .where(and(eq(churches.clientId, auth.node.clientId), isNull(churches.deletedAt)))
    .orderBy(asc(churches.name), asc(churches.id))
}
