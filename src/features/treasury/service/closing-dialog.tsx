import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { closingFigures, mutate, type Tithe } from '../../../../sync'
import { errorText } from '../../../components/books'
import { FormDialog } from '../../../components/form'
import { ClosingForm, type ClosingInput } from './closing-form'
import type { ClosingRecord } from './closing-report'
import type { ServiceSession } from './service-session'

/**
 * "Encerrar": the closing of the service — the count is recorded (offline too, sent once like
 * any write); the dialog then closes and the screen itself says "Culto encerrado" (./service-closed.tsx),
 * with no toast over the difference.
 */
export function ClosingDialog({
  open,
  onClose,
  session,
  rows,
  onClosed,
}: {
  open: boolean
  onClose: () => void
  session: ServiceSession | null
  rows: readonly Tithe[]
  onClosed: (record: ClosingRecord) => void
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  if (!session) return null

  const save = async (input: ClosingInput) => {
    setBusy(true)
    try {
      await mutate('serviceClosing.create', {
        id: uuidv7(),
        churchId: session.churchId,
        date: session.date,
        titheIds: session.titheIds,
        ...input,
      })
      onClosed({
        date: session.date,
        ...input,
        figures: closingFigures(session.titheIds, rows, input.counts),
      })
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Encerrar o culto`}
      formId="closing-form"
      submitLabel={<Trans>Registrar e encerrar</Trans>}
      busy={busy}
    >
      <ClosingForm id="closing-form" titheIds={session.titheIds} tithes={rows} onSubmit={save} />
    </FormDialog>
  )
}
