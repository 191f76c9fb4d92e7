import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useCan, useSession, type Can } from '../../../components/session'

/**
 * Roles and levels belong to the whole organisation (docs/security.md): only a user placed at
 * it (an administrator, or a user above every convention) may add, edit or delete them; the
 * server refuses anyone else. Others keep their view and see why the actions are missing.
 */
export function useDefinitionCan(entity: 'ROLES' | 'LEVELS'): { can: Can; hint: ReactNode } {
  const can = useCan(entity)
  const user = useSession().user
  const wholeOrganisation =
    !!user && (user.role.levelOrder === 0 || user.node.conventionId === null)
  if (wholeOrganisation || !(can.add || can.edit || can.delete)) return { can, hint: null }
  return {
    can: { add: false, edit: false, delete: false },
    hint: (
      <Text fontSize="sm" color="fg.muted" data-testid="organisation-only-hint">
        <Trans>
          Funções e níveis valem para toda a organização: só quem atua na organização inteira pode
          alterá-los.
        </Trans>
      </Text>
    ),
  }
}
