import type { Permission } from '../../sync/contracts/permissions'
import type { Language } from '../http/i18n'

/** The node of the hierarchy a user is placed at; null ids are above the user's node. */
export interface ScopeNode {
  clientId: string
  conventionId: string | null
  fieldId: string | null
  sectorId: string | null
  churchId: string | null
}

/** Who is calling, as the database says NOW (re-read on every request). */
export interface AuthContext {
  userId: string
  sessionId: string
  name: string
  email: string
  language: Language
  roleId: string
  levelOrder: number
  permissions: readonly Permission[]
  /** Level 0 (administrator) sees the whole client organisation. */
  isAdministrator: boolean
  node: ScopeNode
}
