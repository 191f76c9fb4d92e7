import { Badge } from '@chakra-ui/react'
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
import { RoleForm, type RoleRow } from './role-form'

/** /roles: roles with their level and permissions (grouped by entity, with select-all). */
export function RolesScreen() {
  const { t } = useLingui()
  const roles = useMirrorRows('roles')
  const levels = useMirrorRows('levels')
  const users = useMirrorRows('users')
  const { can, hint } = useDefinitionCan('ROLES')
  const { list, dialog, formId } = useListDialog()
  const sortedLevels = useMemo(
    () => [...(levels ?? [])].sort((a, b) => a.order - b.order),
    [levels],
  )
  const levelById = byId(sortedLevels)
  const sorted = useMemo(
    () => [...(roles ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [roles],
  )
  const filtered = sorted.filter((role) =>
    matchesSearch(list.search, [role.name, levelById.get(role.levelId)?.name]),
  )
  const columns: ListColumn<RoleRow>[] = [
    { id: 'name', header: t`Nome`, cell: (row) => row.name },
    { id: 'level', header: t`Nível`, cell: (row) => levelById.get(row.levelId)?.name ?? '—' },
    {
      id: 'permissions',
      header: t`Permissões`,
      numeric: true,
      cell: (row) => <Badge variant="subtle">{row.permissions.length}</Badge>,
    },
  ]
  const remove = async (row: RoleRow) => {
    if ((users ?? []).some((u) => u.roleId === row.id)) {
      notify.error(t`Não é possível excluir: a função está atribuída a usuários.`)
      return
    }
    await mutate('role.delete', { id: row.id })
    notify.success(t`Excluído.`)
  }
  const deleteActions = useDeleteActions(remove)
  const current = dialog.state?.id ? (sorted.find((r) => r.id === dialog.state?.id) ?? null) : null
  return (
    <>
      <ListScreen<RoleRow>
        title={t`Funções`}
        columns={columns}
        {...list.paged(filtered)}
        {...namedRowProps}
        entity="roles"
        status={roles ? 'ready' : 'loading'}
        can={can}
        actions={hint}
        addLabel={t`Nova função`}
        {...dialogActions(dialog)}
        {...deleteActions}
      />
      <RowFormDialog
        dialog={dialog}
        formId={formId}
        current={current}
        addTitle={t`Nova função`}
        editTitle={(current) => t`Editar função ${current.name}`}
        form={(props) => <RoleForm {...props} levels={sortedLevels} />}
      />
    </>
  )
}
