import { useId, useState } from 'react'
import { useListState } from '../../../components/list-screen'

export type DialogMode = 'create' | 'edit' | 'view'
export interface DialogState {
  mode: DialogMode
  /** The row's id when editing or viewing. */
  id: string | null
}

/** Which add/edit/view dialog of a list screen is open. */
export function useDialogState() {
  const [state, setState] = useState<DialogState | null>(null)
  return {
    state,
    openCreate: () => setState({ mode: 'create', id: null }),
    openEdit: (id: string) => setState({ mode: 'edit', id }),
    openView: (id: string) => setState({ mode: 'view', id }),
    close: () => setState(null),
  }
}

/** A list screen's add, view and edit actions opening the dialog. */
export function dialogActions(dialog: ReturnType<typeof useDialogState>) {
  return {
    onAdd: dialog.openCreate,
    onView: (row: { id: string }) => dialog.openView(row.id),
    onEdit: (row: { id: string }) => dialog.openEdit(row.id),
  }
}

/** What an admin list screen keeps: its list state (search, page), its dialog and the dialog form's id. */
export function useListDialog() {
  return { list: useListState(), dialog: useDialogState(), formId: useId() }
}
