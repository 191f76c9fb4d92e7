import { chakra, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { v7 as uuidv7 } from 'uuid'
import { formatCpf, mutate } from '../../../../sync'
import { FieldShell } from '../../../components/form/field-shell'
import {
  CheckboxField,
  Form,
  FormAlert,
  maskCpf,
  SelectField,
  TextField,
  useZodForm,
} from '../../../components/form'
import { inWriteScope, type HierarchyIndex, type UserPlacement } from '../hierarchy/hierarchy-data'
import { candidatesOf, HierarchyPicker } from '../hierarchy/hierarchy-picker'
import { NODE_KINDS } from '../hierarchy/kinds'
import { MemberLinkField } from '../shared/member-link-field'
import { placementOf, userFormSchema, type UserFormValues, type UserRow } from './user-form-schema'
import { createUser } from './users-api'

export interface UserFormProps {
  formId: string
  index: HierarchyIndex
  placement: UserPlacement
  roles: readonly { value: string; label: string }[]
  row: UserRow | null
  readOnly: boolean
  /** `notice`: the server's message when a created user's validation e-mail was not sent. */
  onSaved: (notice?: string) => void
}

const EDITABLE = [
  'name',
  'fullName',
  'email',
  'cpf',
  'registro',
  'phone',
  'roleId',
  'language',
] as const

/**
 * Add (online: the server e-mails the validation link) / edit (outbox, works offline) / view a
 * user: names, e-mail, CPF, registro, phone, role, language and place in the hierarchy.
 */
export function UserForm({
  formId,
  index,
  placement,
  roles,
  row,
  readOnly,
  onSaved,
}: UserFormProps) {
  const { t } = useLingui()
  const schema = useMemo(() => userFormSchema(placement.administrator), [placement.administrator])
  const form = useZodForm(schema, {
    defaultValues: {
      name: row?.name ?? '',
      fullName: row?.fullName ?? '',
      email: row?.email ?? '',
      cpf: row?.cpf ? formatCpf(row.cpf) : '',
      registro: row?.registro ?? '',
      phone: row?.phone ?? '',
      roleId: row?.roleId ?? '',
      language: (row?.language as 'pt-BR' | 'en' | 'es' | undefined) ?? 'pt-BR',
      conventionId: row?.conventionId ?? '',
      fieldId: row?.fieldId ?? '',
      sectorId: row?.sectorId ?? '',
      churchId: row?.churchId ?? '',
      memberId: row?.memberId ?? '',
      // An existing user placed over everything keeps it; a new one has no default place.
      wholeOrganisation:
        row != null && !(row.conventionId ?? row.fieldId ?? row.sectorId ?? row.churchId),
    },
  })
  const churchId = useWatch({ control: form.control, name: 'churchId' })
  const candidates = useMemo(
    () =>
      NODE_KINDS.flatMap((kind) =>
        candidatesOf(index, kind, (path) => inWriteScope(path, placement)),
      ),
    [index, placement],
  )

  const save = async (values: UserFormValues) => {
    const place = placementOf(values)
    const own = {
      name: values.name,
      fullName: values.fullName,
      email: values.email,
      cpf: values.cpf,
      registro: values.registro,
      phone: values.phone,
      roleId: values.roleId,
      language: values.language,
    }
    let notice: string | undefined
    if (!row) {
      const created = await createUser({
        id: uuidv7(),
        ...own,
        memberId: values.memberId || null,
        ...place,
      })
      notice = created.notice
    } else {
      const patch: Record<string, unknown> = {}
      for (const key of EDITABLE) if (own[key] !== row[key]) patch[key] = own[key]
      const moved = (Object.keys(place) as (keyof typeof place)[]).some(
        (key) => place[key] !== row[key],
      )
      if (moved) Object.assign(patch, place)
      const memberId = values.memberId || null
      if (memberId !== (row.memberId ?? null)) patch.memberId = memberId
      if (Object.keys(patch).length > 0) await mutate('user.update', { id: row.id, patch })
    }
    onSaved(notice)
  }

  return (
    <Form form={form} onSubmit={save} id={formId}>
      <FormAlert />
      <chakra.fieldset disabled={readOnly} display="contents">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="name" label={t`Nome`} required autoComplete="off" />
          <TextField name="fullName" label={t`Nome completo`} autoComplete="off" />
          <TextField name="email" label={t`E-mail`} type="email" required autoComplete="off" />
          <Controller
            name="cpf"
            control={form.control}
            render={({ field }) => (
              <FieldShell name="cpf" label={t`CPF`}>
                <Input
                  ref={field.ref}
                  name={field.name}
                  inputMode="numeric"
                  placeholder="000.000.000-00"
                  value={field.value}
                  onChange={(event) => field.onChange(maskCpf(event.target.value))}
                  onBlur={field.onBlur}
                />
              </FieldShell>
            )}
          />
          <TextField name="registro" label={t`Registro`} autoComplete="off" />
          <TextField name="phone" label={t`Telefone`} type="tel" autoComplete="off" />
          <SelectField
            name="roleId"
            label={t`Função`}
            options={roles}
            placeholder={t`Selecione a função`}
            required
          />
          <SelectField
            name="language"
            label={t`Idioma dos e-mails`}
            options={[
              { value: 'pt-BR', label: 'Português (Brasil)' },
              { value: 'en', label: 'English' },
              { value: 'es', label: 'Español' },
            ]}
          />
        </SimpleGrid>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            <Trans>Onde atua</Trans>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <Trans>O usuário vê o nó escolhido e tudo abaixo dele.</Trans>
          </Text>
          <HierarchyPicker index={index} kinds={NODE_KINDS} candidates={candidates} />
          {placement.administrator ? (
            <CheckboxField
              name="wholeOrganisation"
              label={t`Toda a organização (sem escolher um nó acima)`}
            />
          ) : null}
        </Stack>
        <MemberLinkField
          name="memberId"
          label={t`Cadastro de membro do usuário`}
          churchId={churchId}
          current={row?.memberId}
        />
      </chakra.fieldset>
    </Form>
  )
}
