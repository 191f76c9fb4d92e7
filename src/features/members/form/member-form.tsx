import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import {
  CheckboxField,
  DateField,
  FormAlert,
  MoneyField,
  SelectField,
  SubmitButton,
  TextField,
  MaskedField,
  maskCep,
  maskCpf,
  maskPhone,
  useCepLookup,
  type CepFields,
} from '../../../components/form'
import {
  admissionWayOptions,
  categoryOptions,
  maritalOptions,
  stateOptions,
  statusOptions,
  titheOptions,
} from '../labels'
import { ConsentFields } from './consent-fields'
import type { MemberFormValues } from './form-values'

const CEP_FIELDS: CepFields<MemberFormValues> = {
  cep: 'address.cep',
  street: 'address.street',
  district: 'address.neighborhood',
  city: 'address.city',
  state: 'address.state',
}

function Section({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg">
      <Heading as="legend" size="sm" float="left" width="full">
        {legend}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  )
}

export interface MemberFormFieldsProps {
  /** The public registration page: the person fills in their own data, the church decides the rest. */
  self?: boolean
  /** The church select (new records of a user above church level), or null. */
  churchField?: ReactNode
  /** Salary and tithe status only with a treasury permission. */
  treasury?: boolean
  submitLabel: ReactNode
}

/** A visitor's form: the visit and who invited them, without a member's church and work details. */
function VisitSection() {
  const { t } = useLingui()
  return (
    <Section legend={<Trans>Visita</Trans>}>
      <DateField name="visitDate" label={t`Data da visita`} />
      <TextField name="invitedBy" label={t`Convidado(a) por`} />
    </Section>
  )
}

/**
 * The member form's fields in sections, inside the kit's <Form>: every field of the contract on
 * the members screens; on the public registration page (`self`) only what a person says of
 * themself (no church, situation, category, function, title, company, salary or tithe status).
 */
export function MemberFormFields({
  self = false,
  churchField = null,
  treasury = false,
  submitLabel,
}: MemberFormFieldsProps) {
  const { t } = useLingui()
  const { control } = useFormContext<MemberFormValues>()
  const baptized = useWatch({ control, name: 'baptized' })
  // A visitor needs the visit, not a member's church and work details.
  const visitor = useWatch({ control, name: 'status' }) === 'visitor' && !self
  // Browsers may fill in a person's own name and e-mail; never someone else's on the members screens.
  const own = (hint: string) => (self ? hint : 'off')
  const cepSearch = useCepLookup(CEP_FIELDS)

  return (
    <Stack gap="5">
      <FormAlert />
      <Section legend={<Trans>Dados pessoais</Trans>}>
        {churchField}
        <TextField name="name" label={t`Nome`} required autoComplete={own('given-name')} />
        <TextField name="surname" label={t`Sobrenome`} required autoComplete={own('family-name')} />
        <MaskedField
          name="cpf"
          label={t`CPF`}
          mask={maskCpf}
          placeholder="000.000.000-00"
          inputMode="numeric"
        />
        <DateField name="birthDate" label={t`Data de nascimento`} />
        {visitor ? null : (
          <>
            <SelectField
              name="maritalStatus"
              label={t`Estado civil`}
              options={maritalOptions()}
              placeholder={t`Não informado`}
            />
            <TextField name="profession" label={t`Profissão`} />
            {self ? null : <TextField name="companyName" label={t`Empresa`} />}
            {treasury ? <MoneyField name="salary" label={t`Salário`} /> : null}
          </>
        )}
      </Section>

      {visitor ? <VisitSection /> : null}

      <Section legend={<Trans>Contato e endereço</Trans>}>
        <MaskedField
          name="phone"
          label={t`Telefone`}
          mask={maskPhone}
          placeholder="(00) 00000-0000"
          inputMode="tel"
        />
        <TextField name="email" type="email" label={t`E-mail`} autoComplete={own('email')} />
        <MaskedField
          name="address.cep"
          label={t`CEP`}
          mask={maskCep}
          placeholder="00000-000"
          inputMode="numeric"
          helper={
            <Text as="span" aria-live="polite" data-testid="cep-search">
              {cepSearch === 'searching' ? <Trans>Buscando o endereço do CEP…</Trans> : null}
              {cepSearch === 'found' ? (
                <Trans>Endereço preenchido pelo CEP: confira e informe o número.</Trans>
              ) : null}
            </Text>
          }
        />
        <TextField name="address.street" label={t`Rua`} />
        <TextField name="address.number" label={t`Número`} />
        <TextField name="address.complement" label={t`Complemento`} />
        <TextField name="address.neighborhood" label={t`Bairro`} />
        <TextField name="address.city" label={t`Cidade`} />
        <SelectField
          name="address.state"
          label={t`UF`}
          options={stateOptions()}
          placeholder={t`Selecione`}
        />
      </Section>

      <Section legend={<Trans>Igreja</Trans>}>
        {self ? null : (
          <>
            <SelectField name="status" label={t`Situação`} options={statusOptions()} required />
            {visitor ? null : (
              <>
                <SelectField
                  name="category"
                  label={t`Categoria`}
                  options={categoryOptions()}
                  required
                />
                <TextField name="function" label={t`Função`} />
                <TextField name="title" label={t`Título`} />
              </>
            )}
          </>
        )}
        <Box gridColumn={{ md: 'span 2' }}>
          <CheckboxField name="baptized" label={self ? t`Sou batizado(a)` : t`Batizado(a)`} />
          {!baptized && !self ? (
            <Text fontSize="sm" color="fg.muted" mt="1">
              <Trans>Não batizado</Trans>
            </Text>
          ) : null}
        </Box>
        {baptized ? <DateField name="baptismDate" label={t`Data de batismo`} /> : null}
        {self || visitor ? null : (
          <>
            <DateField name="admissionDate" label={t`Membro desde`} />
            <SelectField
              name="admissionWay"
              label={t`Forma de admissão`}
              options={admissionWayOptions()}
              placeholder={t`Não informado`}
            />
          </>
        )}
        {treasury && !visitor ? (
          <SelectField
            name="titheStatus"
            label={t`Situação do dízimo`}
            options={titheOptions()}
            placeholder={t`Não informado`}
          />
        ) : null}
      </Section>

      <ConsentFields self={self} />

      <SubmitButton alignSelf="flex-start">{submitLabel}</SubmitButton>
    </Stack>
  )
}
