import { Button, Dialog, useBreakpointValue } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { DialogFrame } from '../dialog-frame'

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
  /** Give focus back to what opened the dialog when it closes (off when another dialog opens next). */
  restoreFocus?: boolean
  children: ReactNode
}

/** The add/edit/view dialog of a screen (administration, treasury): full screen on phones. */
export function FormDialog({
  open,
  onClose,
  title,
  formId,
  submitLabel,
  busy,
  blocked,
  restoreFocus = true,
  children,
}: FormDialogProps) {
  // One size at a time: responsive recipe sizes would mix 'full' (min height) into 'lg'.
  const size = useBreakpointValue<'full' | 'lg'>({ base: 'full', md: 'lg' }) ?? 'lg'
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose()
      }}
      size={size}
      scrollBehavior="inside"
      placement="center"
      restoreFocus={restoreFocus}
    >
      <DialogFrame title={title} busy={busy}>
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
      </DialogFrame>
    </Dialog.Root>
  )
}
