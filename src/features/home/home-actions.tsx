import { Button, Flex } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { mainActions } from '../../components/early-home'
import { AppIcon } from '../../components/layout'
import { useSession } from '../../components/session'

/**
 * The user's main jobs one tap from the home (src/components/early-home/main-actions.ts): the
 * treasurer opens the service mode and sees the bills; the secretary registers members and
 * visitors. Only what the role may do.
 */
export function HomeActions() {
  const { t, i18n } = useLingui()
  const actions = mainActions(useSession().user)
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
      {actions.map((action) => (
        <Button
          key={action.key}
          asChild
          size="lg"
          {...(action.primary ? { colorPalette: 'brand' } : { variant: 'outline' })}
          data-testid={action.testId}
        >
          <Link {...action.target}>
            <AppIcon name={action.icon} boxSize="5" />
            {i18n._(action.label)}
          </Link>
        </Button>
      ))}
    </Flex>
  )
}
