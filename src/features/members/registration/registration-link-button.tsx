import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ChurchSelect } from '../../../components/form'
import { useSession } from '../../../components/session'
import { notify } from '../../../lib/toaster'
import { useHierarchy } from '../use-member-data'
import { registrationLink } from './registration-link'

/** "Copy registration link": the public page where a person registers themself in a church. */
export function RegistrationLinkButton() {
  const { t } = useLingui()
  const { user } = useSession()
  const hierarchy = useHierarchy()
  const [open, setOpen] = useState(false)
  const [churchId, setChurchId] = useState(user?.node.churchId ?? '')
  const link = churchId ? registrationLink(window.location.origin, churchId) : ''

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      notify.success(t`Link copiado.`)
    } catch {
      notify.info(t`Copie o link mostrado na tela.`)
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trans>Link de cadastro</Trans>
      </Button>
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  <Trans>Link de cadastro público</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>
                      Quem abrir este link se cadastra sozinho; o cadastro chega como pendente, para
                      a igreja aprovar.
                    </Trans>
                  </Text>
                  {user?.node.churchId ? null : (
                    <ChurchSelect
                      churches={hierarchy?.rows.churches ?? []}
                      value={churchId}
                      onChange={setChurchId}
                    />
                  )}
                  {link ? (
                    <Text
                      fontFamily="mono"
                      fontSize="sm"
                      p="2"
                      bg="bg.muted"
                      rounded="sm"
                      wordBreak="break-all"
                      data-testid="registration-link"
                    >
                      {link}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  <Trans>Fechar</Trans>
                </Button>
                <Button colorPalette="brand" disabled={!link} onClick={() => void copy()}>
                  <Trans>Copiar link</Trans>
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
