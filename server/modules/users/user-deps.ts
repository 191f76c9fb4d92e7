import type { DbOrTx } from '../../db/client'
import type { AppDeps } from '../../http/app-env'

/** What the users services need: the app's deps, where `db` may be the caller's transaction. */
export type UserDeps = Omit<AppDeps, 'db'> & { db: DbOrTx }
