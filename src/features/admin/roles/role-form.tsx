import { chakra, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Controller } from 'react-hook-form'
import { v7 as uuidv7 } from 'uuid'
import { z } from 'zod'
import { hasPermission, mutate, nameSchema, type Permission } from '../../../../sync'
import { Form, FormAlert, SelectField, TextField, useZodForm } from '../../../components/form'
import { useSession } from '../../../components/session'
import type { LevelRow } from '../levels/level-form-schema'
import { PermissionMatrix } from './permission-matrix'

export interface RoleRow {
  id: string
  name: string
  levelId: string
  permissions: string[]
}

export interface RoleFormProps {
  formId: string
  levels: readonly LevelRow[]
  row: RoleRow | null
  readOnly: boolean
  onSaved: () => void
}

/**
 * Spec §5: the contract's name rule (sync/contracts/roles.ts), a level picked ('' until then) and
 * the permissions. Messages are codes, turned into text when shown (contractMessage).
 */
const roleFormSchema = z.object({
  name: nameSchema,
  levelId: z.string().min(1, 'level_required'),
  permissions: z.array(z.string()),
})

/** Add / edit / view a role: name, level and permissions; saved through the outbox (works offline). */
export function RoleForm({ formId, levels, row, readOnly, onSaved }: RoleFormProps) {
  const { t } = useLingui()
  const me = useSession().user
  const administrator = me?.role.levelOrder === 0
  const form = useZodForm(roleFormSchema, {
    defaultValues: {
      name: row?.name ?? '',
      levelId: row?.levelId ?? '',
      permissions: row?.permissions ?? [],
    },
  })
  // Anti-escalation (the server refuses it too): only what the user holds, levels not above theirs.
  const grantable = (p: Permission) => administrator || hasPermission(me?.role.permissions, p)
  const levelOptions = levels
    .filter((level) => administrator || level.order >= (me?.role.levelOrder ?? 0))
    .map((level) => ({ value: level.id, label: `${level.order} · ${level.name}` }))

  const save = async (values: { name: string; levelId: string; permissions: string[] }) => {
    if (!row) await mutate('role.create', { id: uuidv7(), ...values })
    else {
      const patch: Partial<typeof values> = {}
      if (values.name !== row.name) patch.name = values.name
      if (values.levelId !== row.levelId) patch.levelId = values.levelId
      const before = [...row.permissions].sort().join()
      if ([...values.permissions].sort().join() !== before) patch.permissions = values.permissions
      if (Object.keys(patch).length > 0) await mutate('role.update', { id: row.id, patch })
    }
    onSaved()
  }

  return (
    <Form form={form} onSubmit={save} id={formId}>
      <FormAlert />
      <chakra.fieldset disabled={readOnly} display="contents">
        <TextField name="name" label={t`Nome`} required autoComplete="off" />
        <SelectField
          name="levelId"
          label={t`Nível`}
          options={levelOptions}
          placeholder={t`Selecione o nível`}
          required
        />
      </chakra.fieldset>
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          <Trans>Permissões</Trans>
        </Text>
        <Controller
          name="permissions"
          control={form.control}
          render={({ field }) => (
            <PermissionMatrix
              value={field.value}
              onChange={field.onChange}
              grantable={grantable}
              disabled={readOnly}
            />
          )}
        />
      </Stack>
    </Form>
  )
}
