import { useLingui } from '@lingui/react/macro'
import { notify } from '../../../lib/toaster'

/** A list screen's delete and cancelled-delete actions: `remove` runs, a failure and a cancel are told. */
export function useDeleteActions<Row>(remove: (row: Row) => Promise<void>) {
  const { t } = useLingui()
  return {
    onDelete: (row: Row) => remove(row).catch(() => notify.error(t`Não foi possível excluir.`)),
    onDeleteCancel: () => notify.info(t`Ação cancelada.`),
  }
}
