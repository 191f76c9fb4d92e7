import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface FormDialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** The form (its own <Form> with body fields); the footer submits the form with this id. */
  formId?: string
  submitLabel?: ReactNode
  busy?: boolean
  /** Why saving is not possible now (offline...): the save button is disabled with this text. */
  blocked?: ReactNode
  children: ReactNode
}

/** The add/edit/view dialog of the administration screens: full screen on phones. */
export function FormDialog({
  open,
  onClose,
  title,
  formId,
  submitLabel,
  busy,
  blocked,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose()
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {blocked ? (
                <Dialog.Description fontSize="sm" color="fg.muted" flexBasis="full" role="note">
                  {blocked}
                </Dialog.Description>
              ) : null}
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {formId ? <Trans>Cancelar</Trans> : <Trans>Fechar</Trans>}
              </Button>
              {formId ? (
                <Button
                  type="submit"
                  form={formId}
                  colorPalette="brand"
                  loading={busy}
                  disabled={Boolean(blocked)}
                >
                  {submitLabel ?? <Trans>Salvar</Trans>}
                </Button>
              ) : null}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
