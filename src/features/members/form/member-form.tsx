import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { needsGuardian } from '../../../../sync'
import {
  CheckboxField,
  DateField,
  FormAlert,
  MoneyField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/form'
import { consentText, guardianConsentText } from '../consent'
import {
  categoryOptions,
  maritalOptions,
  stateOptions,
  statusOptions,
  titheOptions,
} from '../labels'
import { MaskedField } from '../masked-field'
import { maskCep, maskCpf, maskPhone } from '../masks'
import { CheckboxError } from './checkbox-error'
import type { MemberFormValues } from './form-values'

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
  /** The church select (new records of a user above church level), or null. */
  churchField: ReactNode
  /** Salary and tithe status only with a treasury permission. */
  treasury: boolean
  submitLabel: ReactNode
}

/** Every field of the contract, in sections; lives inside the kit's <Form>. */
export function MemberFormFields({ churchField, treasury, submitLabel }: MemberFormFieldsProps) {
  const { t } = useLingui()
  const { control } = useFormContext<MemberFormValues>()
  const [baptized, birthDate, consentRequired] = useWatch({
    control,
    name: ['baptized', 'birthDate', 'consentRequired'],
  })
  const minor = Boolean(birthDate) && needsGuardian(birthDate)

  return (
    <Stack gap="5">
      <FormAlert />
      <Section legend={<Trans>Dados pessoais</Trans>}>
        {churchField}
        <TextField name="name" label={t`Nome`} required autoComplete="off" />
        <TextField name="surname" label={t`Sobrenome`} required autoComplete="off" />
        <MaskedField
          name="cpf"
          label={t`CPF`}
          mask={maskCpf}
          placeholder="000.000.000-00"
          inputMode="numeric"
        />
        <DateField name="birthDate" label={t`Data de nascimento`} />
        <SelectField
          name="maritalStatus"
          label={t`Estado civil`}
          options={maritalOptions()}
          placeholder={t`Não informado`}
        />
        <TextField name="profession" label={t`Profissão`} />
        <TextField name="companyName" label={t`Empresa`} />
        {treasury ? <MoneyField name="salary" label={t`Salário`} /> : null}
      </Section>

      <Section legend={<Trans>Contato e endereço</Trans>}>
        <MaskedField
          name="phone"
          label={t`Telefone`}
          mask={maskPhone}
          placeholder="(00) 00000-0000"
          inputMode="tel"
        />
        <TextField name="email" type="email" label={t`E-mail`} autoComplete="off" />
        <MaskedField
          name="address.cep"
          label={t`CEP`}
          mask={maskCep}
          placeholder="00000-000"
          inputMode="numeric"
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
        <SelectField name="status" label={t`Situação`} options={statusOptions()} required />
        <SelectField name="category" label={t`Categoria`} options={categoryOptions()} required />
        <TextField name="function" label={t`Função`} />
        <TextField name="title" label={t`Título`} />
        <Box gridColumn={{ md: 'span 2' }}>
          <CheckboxField name="baptized" label={t`Batizado(a)`} />
          {!baptized ? (
            <Text fontSize="sm" color="fg.muted" mt="1">
              <Trans>Não batizado</Trans>
            </Text>
          ) : null}
        </Box>
        {baptized ? <DateField name="baptismDate" label={t`Data de batismo`} /> : null}
        {treasury ? (
          <SelectField
            name="titheStatus"
            label={t`Situação do dízimo`}
            options={titheOptions()}
            placeholder={t`Não informado`}
          />
        ) : null}
      </Section>

      <Stack
        as="fieldset"
        gap="3"
        borderWidth="1px"
        rounded="md"
        p={{ base: '3', md: '4' }}
        bg="bg"
        data-testid="consent-block"
      >
        <Heading as="legend" size="sm" float="left" width="full">
          <Trans>Consentimento (LGPD)</Trans>
        </Heading>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {consentText()}
          </Text>
          <CheckboxField
            name="consent"
            label={
              consentRequired
                ? t`A pessoa leu e aceitou o termo acima`
                : t`Consentimento registrado`
            }
          />
          <CheckboxError name="consent" />
          {minor ? (
            <Stack gap="3" borderTopWidth="1px" pt="3">
              <Text fontSize="sm" fontWeight="medium">
                <Trans>Menor de 12 anos: o consentimento é do responsável legal.</Trans>
              </Text>
              <TextField name="guardianName" label={t`Nome do responsável`} required />
              <Text fontSize="sm" color="fg.muted">
                {guardianConsentText()}
              </Text>
              <CheckboxField name="guardianConsent" label={t`O responsável consentiu`} />
              <CheckboxError name="guardianConsent" />
            </Stack>
          ) : null}
        </Stack>
      </Stack>

      <SubmitButton alignSelf="flex-start">{submitLabel}</SubmitButton>
    </Stack>
  )
}
