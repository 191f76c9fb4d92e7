import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The way back to the classes from a Sunday school screen: a link drawn as the app's quiet button. */
export function BackToClasses() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="start">
      <Link to="/ebd">
        <Trans>Voltar às classes</Trans>
      </Link>
    </Button>
  )
}
