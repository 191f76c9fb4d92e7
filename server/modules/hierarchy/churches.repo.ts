import { eq } from 'drizzle-orm'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { churches } from '../../db/schema'
import { nodeRepo } from './node-repo'

export type ChurchRow = typeof churches.$inferSelect

/** Churches have no child nodes (members and finance rows add their own checks). */
export const churchesRepo = nodeRepo(churches, 3, undefined, [
  churches.name,
  churches.sigla,
  churches.cnpj,
])
export const findChurch = churchesRepo.find

/** The live church with this CNPJ (14 digits) that the user may read. */
export function findChurchByCnpj(
  db: DbOrTx,
  auth: AuthContext,
  cnpj: string,
): Promise<ChurchRow | undefined> {
  return churchesRepo.findInScope(db, auth, eq(churches.cnpj, cnpj))
}
