import { registerMessages } from '../../http/i18n'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'

/**
 * Who owns roles and levels (docs/security.md, "Roles and levels"): they are definitions of the
 * whole client organisation (a role's permissions apply to every user holding it, in any field
 * or church), so only a user placed at the whole organisation (an administrator, or a user at
 * the client node, above every convention) may create, edit or delete them, and then only within
 * their own grant (escalation.ts). Users placed lower may read them (VIEW_ROLES / VIEW_LEVELS)
 * and give roles to the users they manage, never change what a role means for others.
 * The same check runs on REST and on a replayed mutation (the services are shared).
 */
export function coversOrganisation(auth: AuthContext): boolean {
  return auth.isAdministrator || auth.node.conventionId === null
}

export function assertOrganisationWide(auth: AuthContext): void {
  if (!coversOrganisation(auth))
    throw new ApiError('forbidden', { reason: 'organisation_only' }, 'roles_organisation_only')
}

registerMessages({
  'pt-BR': {
    roles_organisation_only:
      'Funções e níveis valem para toda a organização: só quem atua na organização inteira pode alterá-los.',
  },
  en: {
    roles_organisation_only:
      'Roles and levels apply to the whole organisation: only users placed at the whole organisation may change them.',
  },
  es: {
    roles_organisation_only:
      'Las funciones y los niveles valen para toda la organización: solo quien actúa en la organización entera puede cambiarlos.',
  },
})
