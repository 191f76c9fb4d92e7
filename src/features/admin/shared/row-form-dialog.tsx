import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FormDialog } from '../../../components/form'
import { notify } from '../../../lib/toaster'
import type { useDialogState } from './use-dialog-state'

export interface RowFormProps<Row> {
  formId: string
  row: Row | null
  readOnly: boolean
  onSaved: () => void
}

/**
 * The add/edit/view dialog of an admin list around the row's form: titled `addTitle`, the row's
 * name when viewing, `editTitle(row)` when editing; "Salvo." and closed once the form saves.
 */
export function RowFormDialog<Row extends { name: string }>({
  dialog,
  formId,
  current,
  addTitle,
  editTitle,
  form,
}: {
  dialog: ReturnType<typeof useDialogState>
  formId: string
  current: Row | null
  addTitle: string
  editTitle: (current: Row) => string
  form: (props: RowFormProps<Row>) => ReactNode
}) {
  const { t } = useLingui()
  if (!dialog.state || (dialog.state.mode !== 'create' && !current)) return null
  const readOnly = dialog.state.mode === 'view'
  const title = !current ? addTitle : readOnly ? current.name : editTitle(current)
  const onSaved = () => {
    notify.success(t`Salvo.`)
    dialog.close()
  }
  return (
    <FormDialog open onClose={dialog.close} title={title} formId={readOnly ? undefined : formId}>
      {form({ formId, row: current, readOnly, onSaved })}
    </FormDialog>
  )
}
