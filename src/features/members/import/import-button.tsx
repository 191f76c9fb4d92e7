import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'

export function ImportButton() {
  const navigate = useNavigate()
  return (
    <Button variant="outline" onClick={() => void navigate({ to: '/members/import' })}>
      <Trans>Importar</Trans>
    </Button>
  )
}
