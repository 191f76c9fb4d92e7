import { Button, Dialog } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { DialogFrame } from './dialog-frame'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** Defaults to 'Confirmar'. */
  confirmLabel?: ReactNode
  /** 'danger' paints the confirm button red (deletions). */
  tone?: 'danger' | 'default'
  /** May be async: the button shows a spinner until it settles; the dialog then closes. */
  onConfirm: () => unknown
  /** Called when the user dismisses the dialog without confirming. */
  onCancel?: () => void
}

/** The one confirmation dialog (delete, deactivate...). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    tone = 'default',
    onConfirm,
    onCancel,
  } = props
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onOpenChange(false)
    }
  }
  const dismiss = (next: boolean) => {
    if (next || busy) return
    onCancel?.()
    onOpenChange(false)
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => dismiss(details.open)}
      role="alertdialog"
      placement="center"
    >
      <DialogFrame title={title} busy={busy}>
        {description ? <Dialog.Body>{description}</Dialog.Body> : null}
        <Dialog.Footer>
          <Button variant="outline" onClick={() => dismiss(false)} disabled={busy}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button
            colorPalette={tone === 'danger' ? 'red' : 'brand'}
            onClick={() => void confirm().catch(() => undefined)}
            loading={busy}
          >
            {confirmLabel ?? <Trans>Confirmar</Trans>}
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  )
}
