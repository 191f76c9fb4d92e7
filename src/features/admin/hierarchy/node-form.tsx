import { chakra, SimpleGrid, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { v7 as uuidv7 } from 'uuid'
import { formatCnpj, mutate } from '../../../../sync'
import { Form, FormAlert, TextField, useZodForm } from '../../../components/form'
import { useSession } from '../../../components/session'
import { DEFAULT_COLOURS } from '../../../lib/branding'
import { BrandingPreview } from '../shared/branding-preview'
import { ColourField } from '../shared/colour-field'
import { MemberLinkField } from '../shared/member-link-field'
import { ChurchLogoField } from './church-logo-field'
import { CnpjField } from './cnpj-field'
import { pathOf, type HierarchyIndex, type NodeRow } from './hierarchy-data'
import { candidatesOf, HierarchyPicker } from './hierarchy-picker'
import { inheritedColours } from './inherited'
import { KIND_INFO, KIND_MUTATIONS, type NodeKind } from './kinds'
import { nodeFormSchema, type NodeFormInput, type NodeFormValues } from './node-form-schema'

export interface NodeFormProps {
  kind: NodeKind
  formId: string
  index: HierarchyIndex
  /** The row being edited or viewed; null = a new node. */
  row: NodeRow | null
  readOnly: boolean
  canEditLogo: boolean
  /** Which parents the user may create under (their write scope). */
  writable: (path: ReturnType<typeof pathOf>) => boolean
  onSaved: (id: string, created: boolean) => void
}

const BRANDING_KEYS = [
  'name',
  'sigla',
  'linkLogo',
  'primaryColor',
  'secondaryColor',
  'accentColor',
] as const

/** Add / edit / view of a convention, field, sector or church; writes go through the outbox (offline too). */
export function NodeForm(props: NodeFormProps) {
  const { kind, formId, index, row, readOnly } = props
  const { t } = useLingui()
  const client = useSession().user?.client
  const creating = row === null
  const schema = useMemo(() => nodeFormSchema(kind, creating), [kind, creating])
  const path = row ? pathOf(index, kind, row) : null
  const form = useZodForm(schema, {
    defaultValues: {
      name: row?.name ?? '',
      sigla: row?.sigla ?? '',
      linkLogo: row?.linkLogo ?? '',
      primaryColor: row?.primaryColor ?? '',
      secondaryColor: row?.secondaryColor ?? '',
      accentColor: row?.accentColor ?? '',
      conventionId: (kind === 'convention' ? '' : path?.conventionId) ?? '',
      fieldId: (kind === 'field' ? '' : path?.fieldId) ?? '',
      sectorId: (kind === 'sector' ? '' : path?.sectorId) ?? '',
      cnpj: row?.cnpj ? formatCnpj(row.cnpj) : '',
      representativeMemberId: row?.representativeMemberId ?? '',
      pixKey: row?.pixKey ?? '',
      pixCity: row?.pixCity ?? '',
      address: row?.address ?? '',
    } satisfies NodeFormInput,
  })
  const [name, primary, secondary, accent, conventionId, fieldId, sectorId] = useWatch({
    control: form.control,
    name: [
      'name',
      'primaryColor',
      'secondaryColor',
      'accentColor',
      'conventionId',
      'fieldId',
      'sectorId',
    ],
  })
  const parents = KIND_INFO[kind].parents
  const direct = parents.at(-1)
  const candidates = useMemo(
    () => (direct ? candidatesOf(index, direct, props.writable) : []),
    [index, direct, props.writable],
  )
  const inherited = inheritedColours(
    index,
    {
      conventionId: kind === 'convention' ? null : conventionId,
      fieldId: kind === 'sector' || kind === 'church' ? fieldId : null,
      sectorId: kind === 'church' ? sectorId : null,
    },
    {
      primary: client?.primaryColor,
      secondary: client?.secondaryColor,
      accent: client?.accentColor,
    },
  )

  const save = async (values: NodeFormValues) => {
    const branding = {
      name: values.name,
      sigla: values.sigla,
      linkLogo: values.linkLogo,
      primaryColor: values.primaryColor.toLowerCase(),
      secondaryColor: values.secondaryColor.toLowerCase(),
      accentColor: values.accentColor.toLowerCase(),
    }
    if (creating) {
      const id = uuidv7()
      const args =
        kind === 'convention'
          ? { id, ...branding }
          : kind === 'field'
            ? { id, conventionId: values.conventionId, ...branding }
            : kind === 'sector'
              ? { id, fieldId: values.fieldId, ...branding }
              : {
                  id,
                  sectorId: values.sectorId,
                  cnpj: values.cnpj,
                  pixKey: values.pixKey,
                  pixCity: values.pixCity,
                  address: values.address,
                  ...branding,
                }
      await mutate(KIND_MUTATIONS[kind].create, args)
      props.onSaved(id, true)
      return
    }
    const patch: Record<string, string | null> = {}
    for (const key of BRANDING_KEYS)
      if (branding[key] !== (row[key] ?? '')) patch[key] = branding[key]
    if (kind === 'church') {
      for (const key of ['cnpj', 'pixKey', 'pixCity', 'address'] as const)
        if (values[key] !== (row[key] ?? '')) patch[key] = values[key]
    }
    const representative = values.representativeMemberId || null
    if (kind === 'church' && representative !== (row.representativeMemberId ?? null))
      patch.representativeMemberId = representative
    if (Object.keys(patch).length > 0)
      await mutate(KIND_MUTATIONS[kind].update, { id: row.id, patch })
    props.onSaved(row.id, false)
  }

  return (
    <Form form={form} onSubmit={save} id={formId}>
      <FormAlert />
      <chakra.fieldset disabled={readOnly} display="contents">
        <Stack gap="4">
          {parents.length > 0 ? (
            <HierarchyPicker
              index={index}
              kinds={parents}
              candidates={candidates}
              requireAll
              disabled={!creating}
            />
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="name" label={t`Nome`} required autoComplete="off" />
            <TextField name="sigla" label={t`Sigla`} autoComplete="off" />
          </SimpleGrid>
          {kind === 'church' ? <CnpjField /> : null}
          {kind === 'church' ? (
            <TextField
              name="address"
              label={t`Endereço da igreja`}
              autoComplete="street-address"
              helper={t`Como sai no cabeçalho das cartas e relatórios: rua, número, bairro, cidade e estado.`}
            />
          ) : null}
          {kind === 'church' ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                name="pixKey"
                label={t`Chave PIX da igreja`}
                autoComplete="off"
                helper={t`CPF, CNPJ, e-mail, celular com +55 ou chave aleatória. Usada para ofertas por PIX no modo culto.`}
              />
              <TextField
                name="pixCity"
                label={t`Cidade (para o PIX)`}
                autoComplete="address-level2"
              />
            </SimpleGrid>
          ) : null}
          {kind === 'church' && row ? (
            <MemberLinkField
              name="representativeMemberId"
              label={t`Membro representante`}
              churchId={row.id}
              current={row.representativeMemberId}
            />
          ) : null}
          <TextField
            name="linkLogo"
            label={t`Link do logotipo`}
            type="url"
            placeholder="https://"
            helper={t`Ao salvar, a imagem é copiada para o Celeiro (PNG, JPEG ou WebP de até 2 MB).`}
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <ColourField
              name="primaryColor"
              label={t`Cor primária`}
              fallback={inherited.primary || DEFAULT_COLOURS.primary}
            />
            <ColourField
              name="secondaryColor"
              label={t`Cor secundária`}
              fallback={inherited.secondary || DEFAULT_COLOURS.secondary}
            />
            <ColourField
              name="accentColor"
              label={t`Cor de destaque`}
              fallback={inherited.accent || DEFAULT_COLOURS.accent}
            />
          </SimpleGrid>
        </Stack>
      </chakra.fieldset>
      <BrandingPreview
        name={name ?? ''}
        primary={primary}
        secondary={secondary}
        accent={accent}
        inherited={inherited}
      />
      {kind === 'church' && row ? (
        <ChurchLogoField
          churchId={row.id}
          pendingCreate={!row.createdAt}
          canEdit={props.canEditLogo}
        />
      ) : null}
    </Form>
  )
}
