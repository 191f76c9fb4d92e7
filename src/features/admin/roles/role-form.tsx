import { chakra, Stack, Text } from '@chakra-ui/react'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { v7 as uuidv7 } from 'uuid'
import { z } from 'zod'
import { hasPermission, MIN_NAME_LENGTH, mutate, type Permission } from '../../../../sync'
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

/** Spec §5: name (3+) and level required. Built at render, so messages follow the language. */
function roleFormSchema() {
  return z.object({
    name: z
      .string()
      .trim()
      .min(MIN_NAME_LENGTH, t`O nome deve ter pelo menos ${MIN_NAME_LENGTH} caracteres.`)
      .max(200, t`O nome é longo demais.`),
    levelId: z.string().min(1, t`Selecione o nível.`),
    permissions: z.array(z.string()),
  })
}

/** Add / edit / view a role: name, level and permissions; saved through the outbox (works offline). */
export function RoleForm({ formId, levels, row, readOnly, onSaved }: RoleFormProps) {
  const { t: tr, i18n } = useLingui()
  const me = useSession().user
  const administrator = me?.role.levelOrder === 0
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => roleFormSchema(), [i18n.locale])
  const form = useZodForm(schema, {
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
        <TextField name="name" label={tr`Nome`} required autoComplete="off" />
        <SelectField
          name="levelId"
          label={tr`Nível`}
          options={levelOptions}
          placeholder={tr`Selecione o nível`}
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
