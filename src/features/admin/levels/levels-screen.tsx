import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { mutate } from '../../../../sync'
import { ListScreen, matchesSearch, type ListColumn } from '../../../components/list-screen'
import { namedRowProps } from '../shared/named-rows'
import { byId, useMirrorRows } from '../../../components/mirror'
import { notify } from '../../../lib/toaster'
import { useDeleteActions } from '../shared/use-delete-actions'
import { useDefinitionCan } from '../shared/organisation-definitions'
import { RowFormDialog } from '../shared/row-form-dialog'
import { dialogActions, useListDialog } from '../shared/use-dialog-state'
import { LevelForm } from './level-form'
import type { LevelRow } from './level-form-schema'

/** /levels: the hierarchy levels of the organisation, by order. */
export function LevelsScreen() {
  const { t } = useLingui()
  const levels = useMirrorRows('levels')
  const roles = useMirrorRows('roles')
  const { can, hint } = useDefinitionCan('LEVELS')
  const { list, dialog, formId } = useListDialog()
  const sorted = useMemo(
    () => [...(levels ?? [])].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
    [levels],
  )
  const levelById = byId(sorted)
  const filtered = sorted.filter((level) =>
    matchesSearch(list.search, [
      level.name,
      String(level.order),
      levelById.get(level.parentLevelId ?? '')?.name,
    ]),
  )
  const columns: ListColumn<LevelRow>[] = [
    { id: 'order', header: t`Ordem`, cell: (row) => row.order },
    { id: 'name', header: t`Nome`, cell: (row) => row.name },
    {
      id: 'parent',
      header: t`Nível superior`,
      cell: (row) => levelById.get(row.parentLevelId ?? '')?.name ?? '—',
    },
  ]
  const remove = async (row: LevelRow) => {
    if (
      sorted.some((l) => l.parentLevelId === row.id) ||
      (roles ?? []).some((r) => r.levelId === row.id)
    ) {
      notify.error(t`Não é possível excluir: o nível está em uso por funções ou outros níveis.`)
      return
    }
    await mutate('level.delete', { id: row.id })
    notify.success(t`Excluído.`)
  }
  const deleteActions = useDeleteActions(remove)
  const current = dialog.state?.id ? (levelById.get(dialog.state.id) ?? null) : null
  return (
    <>
      <ListScreen<LevelRow>
        title={t`Níveis`}
        columns={columns}
        {...list.paged(filtered)}
        {...namedRowProps}
        entity="levels"
        status={levels ? 'ready' : 'loading'}
        can={can}
        actions={hint}
        addLabel={t`Novo nível`}
        {...dialogActions(dialog)}
        {...deleteActions}
      />
      <RowFormDialog
        dialog={dialog}
        formId={formId}
        current={current}
        addTitle={t`Novo nível`}
        editTitle={(current) => t`Editar nível ${current.name}`}
        form={(props) => <LevelForm {...props} levels={sorted} />}
      />
    </>
  )
}
