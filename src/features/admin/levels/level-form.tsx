import { chakra, SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { v7 as uuidv7 } from 'uuid'
import { mutate } from '../../../../sync'
import { Form, FormAlert, SelectField, TextField, useZodForm } from '../../../components/form'
import { levelFormSchema, type LevelRow } from './level-form-schema'

export interface LevelFormProps {
  formId: string
  levels: readonly LevelRow[]
  row: LevelRow | null
  readOnly: boolean
  onSaved: () => void
}

/** Add / edit / view a hierarchy level; saved through the outbox (works offline). */
export function LevelForm({ formId, levels, row, readOnly, onSaved }: LevelFormProps) {
  const { t } = useLingui()
  const schema = useMemo(() => levelFormSchema(levels, row?.id ?? null), [levels, row?.id])
  const form = useZodForm(schema, {
    defaultValues: {
      name: row?.name ?? '',
      order: row ? String(row.order) : '',
      parentLevelId: row?.parentLevelId ?? '',
    },
  })
  const orderText = useWatch({ control: form.control, name: 'order' })
  const order = /^\d+$/.test(orderText ?? '') ? Number(orderText) : null
  useEffect(() => {
    if (order === 0) form.setValue('parentLevelId', '')
  }, [order, form])
  const parents = levels
    .filter((level) => level.id !== row?.id && (order === null || level.order < order))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map((level) => ({ value: level.id, label: `${level.order} · ${level.name}` }))

  const save = async (values: { name: string; order: number; parentLevelId: string }) => {
    const next = {
      name: values.name,
      order: values.order,
      parentLevelId: values.parentLevelId || null,
    }
    if (!row) {
      await mutate('level.create', { id: uuidv7(), ...next })
    } else {
      const patch: Partial<typeof next> = {}
      if (next.name !== row.name) patch.name = next.name
      if (next.order !== row.order) patch.order = next.order
      if (next.parentLevelId !== row.parentLevelId) patch.parentLevelId = next.parentLevelId
      if (Object.keys(patch).length > 0) await mutate('level.update', { id: row.id, patch })
    }
    onSaved()
  }

  const helper =
    order === 0
      ? t`Ordem 0: administrador, sem nível superior.`
      : order === 1
        ? t`Ordem 1: o nível mais alto; não precisa de nível superior.`
        : t`Ordem 2 ou mais: escolha um nível superior de ordem menor.`
  return (
    <Form form={form} onSubmit={save} id={formId}>
      <FormAlert />
      <chakra.fieldset disabled={readOnly} display="contents">
        <TextField name="name" label={t`Nome`} required autoComplete="off" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="order" label={t`Ordem`} required inputMode="numeric" helper={helper} />
          <SelectField
            name="parentLevelId"
            label={t`Nível superior`}
            options={parents}
            placeholder={t`Nenhum`}
            required={order !== null && order >= 2}
            disabled={order === 0}
          />
        </SimpleGrid>
      </chakra.fieldset>
    </Form>
  )
}
