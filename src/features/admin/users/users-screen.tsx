import { Badge, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { hasPermission, mutate } from '../../../../sync'
import { FormDialog } from '../../../components/form'
import { ListScreen, matchesSearch, type ListColumn } from '../../../components/list-screen'
import { namedRowProps } from '../shared/named-rows'
import { byId, useMirrorRows } from '../../../components/mirror'
import { useCan, useSession } from '../../../components/session'
import { notify } from '../../../lib/toaster'
import { nameOf, type HierarchyIndex } from '../hierarchy/hierarchy-data'
import { useHierarchy, useUserPlacement } from '../hierarchy/use-hierarchy'
import { dialogActions, useListDialog } from '../shared/use-dialog-state'
import { useOnline } from '../../../components/sync-status'
import { UserForm } from './user-form'
import type { UserRow } from './user-form-schema'
import { UserStatusActions } from './user-status-actions'

function placeName(index: HierarchyIndex | undefined, user: UserRow, everywhere: string): string {
  if (!index) return '—'
  if (user.churchId) return nameOf(index, 'church', user.churchId)
  if (user.sectorId) return nameOf(index, 'sector', user.sectorId)
  if (user.fieldId) return nameOf(index, 'field', user.fieldId)
  if (user.conventionId) return nameOf(index, 'convention', user.conventionId)
  return everywhere
}

/** /users: users with role, place in the hierarchy and status; activate/deactivate and resend validation. */
export function UsersScreen() {
  const { t } = useLingui()
  const users = useMirrorRows('users')
  const roles = useMirrorRows('roles')
  const levels = useMirrorRows('levels')
  const index = useHierarchy()
  const placement = useUserPlacement()
  const me = useSession().user
  const online = useOnline()
  const can = useCan('USERS')
  const { list, dialog, formId } = useListDialog()
  const roleById = byId(roles)
  const levelById = byId(levels)
  const everywhere = t`Toda a organização`
  const sorted = useMemo(
    () => [...(users ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [users],
  )
  const filtered = sorted.filter((user) =>
    matchesSearch(list.search, [
      user.name,
      user.fullName,
      user.email,
      user.cpf,
      roleById.get(user.roleId)?.name,
      placeName(index, user, everywhere),
    ]),
  )
  const roleOptions = (roles ?? [])
    .filter((role) => {
      if (placement.administrator) return true
      const order = levelById.get(role.levelId)?.order ?? -1
      return (
        order >= (me?.role.levelOrder ?? 0) &&
        role.permissions.every((p) => hasPermission(me?.role.permissions, p as never))
      )
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((role) => ({ value: role.id, label: role.name }))

  const columns: ListColumn<UserRow>[] = [
    { id: 'name', header: t`Nome`, cell: (row) => row.name },
    { id: 'email', header: t`E-mail`, cell: (row) => row.email },
    { id: 'role', header: t`Função`, cell: (row) => roleById.get(row.roleId)?.name ?? '—' },
    {
      id: 'level',
      header: t`Nível`,
      cell: (row) => levelById.get(roleById.get(row.roleId)?.levelId ?? '')?.name ?? '—',
    },
    { id: 'place', header: t`Onde atua`, cell: (row) => placeName(index, row, everywhere) },
    {
      id: 'status',
      header: t`Situação`,
      cell: (row) => (
        <Badge colorPalette={row.status === 'active' ? 'green' : 'gray'}>
          {row.status === 'active' ? t`Ativo` : t`Inativo`}
        </Badge>
      ),
    },
  ]
  const current = dialog.state?.id ? (sorted.find((u) => u.id === dialog.state?.id) ?? null) : null
  const mode = dialog.state?.mode
  const readOnly = mode === 'view'
  return (
    <>
      <ListScreen<UserRow>
        title={t`Usuários`}
        columns={columns}
        {...list.paged(filtered)}
        {...namedRowProps}
        entity="users"
        status={users && index ? 'ready' : 'loading'}
        can={can}
        addLabel={t`Novo usuário`}
        {...dialogActions(dialog)}
        onDelete={async (row) => {
          await mutate('user.delete', { id: row.id })
          notify.success(t`Excluído.`)
        }}
      />
      {dialog.state && index && (mode === 'create' || current) ? (
        <FormDialog
          open
          onClose={dialog.close}
          title={
            !current ? t`Novo usuário` : readOnly ? current.name : t`Editar usuário ${current.name}`
          }
          formId={readOnly ? undefined : formId}
          blocked={
            mode === 'create' && !online
              ? t`Criar um usuário precisa de conexão com a internet: o servidor envia o e-mail de validação.`
              : undefined
          }
        >
          <Stack gap="4">
            <UserForm
              formId={formId}
              index={index}
              placement={placement}
              roles={roleOptions}
              row={current}
              readOnly={readOnly}
              onSaved={(notice) => {
                if (notice) notify.info(notice)
                else
                  notify.success(
                    current ? t`Salvo.` : t`Usuário criado. Enviamos um e-mail de validação.`,
                  )
                dialog.close()
              }}
            />
            {current ? <UserStatusActions user={current} canEdit={can.edit} /> : null}
          </Stack>
        </FormDialog>
      ) : null}
    </>
  )
}
