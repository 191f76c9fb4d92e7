import { Button, Flex } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { hasPermission } from '../../../sync'
import { AppIcon } from '../../components/layout'
import { useSession } from '../../components/session'

/**
 * The user's main jobs one tap from the home: the treasurer opens the service mode and sees
 * the bills; the secretary registers members and visitors. Only what the role may do.
 */
export function HomeActions() {
  const { t } = useLingui()
  const granted = useSession().user?.role.permissions
  const may = (permission: Parameters<typeof hasPermission>[1]) =>
    hasPermission(granted, permission)
  const actions = [
    may('ADD_TITHING') && (
      <Button key="service" asChild colorPalette="brand" size="lg" data-testid="home-service-mode">
        <Link to="/tithing/service">
          <AppIcon name="heart" boxSize="5" />
          <Trans>Abrir modo culto</Trans>
        </Link>
      </Button>
    ),
    may('VIEW_EXPENSES') && (
      <Button key="bills" asChild variant="outline" size="lg">
        <Link to="/expenses" search={{ situacao: 'open' }}>
          <AppIcon name="trendingDown" boxSize="5" />
          <Trans>Contas a pagar</Trans>
        </Link>
      </Button>
    ),
    may('ADD_MEMBER') && (
      <Button key="member" asChild variant="outline" size="lg" data-testid="home-new-member">
        <Link to="/members/new">
          <AppIcon name="userPlus" boxSize="5" />
          <Trans>Novo membro</Trans>
        </Link>
      </Button>
    ),
    may('ADD_MEMBER') && (
      <Button key="visitor" asChild variant="outline" size="lg">
        <Link to="/visitors/new">
          <AppIcon name="userCheck" boxSize="5" />
          <Trans>Novo visitante</Trans>
        </Link>
      </Button>
    ),
  ].filter(Boolean)
  if (actions.length === 0) return null
  return (
    <Flex
      as="nav"
      aria-label={t`Ações principais`}
      gap="3"
      wrap="wrap"
      direction={{ base: 'column', sm: 'row' }}
      data-testid="home-actions"
    >
      {actions}
    </Flex>
  )
}
