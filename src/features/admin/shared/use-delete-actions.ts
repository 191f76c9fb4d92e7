import { useLingui } from '@lingui/react/macro'
import { notify } from '../../../lib/toaster'

/** A list screen's delete action: `remove` runs, a failure is told (a cancel is told by the list). */
export function useDeleteActions<Row>(remove: (row: Row) => Promise<void>) {
  const { t } = useLingui()
  return {
    onDelete: (row: Row) => remove(row).catch(() => notify.error(t`Não foi possível excluir.`)),
  }
}
