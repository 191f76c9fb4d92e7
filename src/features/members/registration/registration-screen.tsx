import {
  Alert,
  Box,
  Flex,
  Heading,
  Image,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { z } from 'zod'
import {
  HttpError,
  publicChurchSchema,
  publicRegistrationSchema,
  needsGuardian,
  request,
  type PublicChurch,
} from '../../../../sync'
import {
  CheckboxField,
  DateField,
  Form,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  useZodForm,
} from '../../../components/form'
import { LanguageSelect } from '../../../components/language-select'
import { DEFAULT_LOGO } from '../../../lib/branding'
import { consentText, guardianConsentText } from '../consent'
import { CheckboxError } from '../form/checkbox-error'
import {
  emptyMemberForm,
  memberFormSchema,
  toCreateArgs,
  type MemberFormValues,
} from '../form/form-values'
import { maritalOptions, stateOptions } from '../labels'
import { MaskedField } from '../masked-field'
import { maskCep, maskCpf, maskPhone } from '../masks'

const churchAnswerSchema = z.object({ data: publicChurchSchema })

type ChurchState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error' }
  | { kind: 'ready'; church: PublicChurch }

/** /member-registration?church=<id>: a person registers themself; the church approves it later. */
export function RegistrationScreen({ churchId }: { churchId: string }) {
  const [church, setChurch] = useState<ChurchState>({ kind: 'loading' })
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!churchId) return setChurch({ kind: 'missing' })
    request('GET', `/members/v1/public-registration/${encodeURIComponent(churchId)}`, {
      schema: churchAnswerSchema,
      token: null,
    })
      .then((found) => setChurch({ kind: 'ready', church: found.data }))
      .catch((error: unknown) =>
        setChurch(
          error instanceof HttpError && (error.status === 404 || error.status === 400)
            ? { kind: 'missing' }
            : { kind: 'error' },
        ),
      )
  }, [churchId])

  let body
  if (church.kind === 'loading') body = <Spinner />
  else if (church.kind === 'missing')
    body = (
      <Text data-testid="registration-missing">
        <Trans>Link de cadastro inválido. Peça à sua igreja um novo link.</Trans>
      </Text>
    )
  else if (church.kind === 'error')
    body = (
      <Text>
        <Trans>
          Não foi possível abrir o cadastro agora. Verifique sua conexão e tente de novo.
        </Trans>
      </Text>
    )
  else if (done)
    body = (
      <Alert.Root status="success" data-testid="registration-done">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>
            Cadastro enviado! A igreja {church.church.name} vai conferir seus dados e aprovar o
            cadastro.
          </Trans>
        </Alert.Title>
      </Alert.Root>
    )
  else body = <RegistrationForm church={church.church} onDone={() => setDone(true)} />

  return (
    <Flex
      as="main"
      minH="100dvh"
      direction="column"
      align="center"
      p={{ base: '3', md: '6' }}
      bg="app.background"
    >
      <Flex width="full" maxW="3xl" justify="space-between" align="center" mb="4" gap="3">
        <Image
          src={
            church.kind === 'ready' && church.church.linkLogo
              ? church.church.linkLogo
              : DEFAULT_LOGO
          }
          alt=""
          height="48px"
          width="auto"
        />
        <LanguageSelect />
      </Flex>
      <Stack
        width="full"
        maxW="3xl"
        gap="4"
        bg="bg"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h1" size="xl">
          <Trans>Cadastro de membro</Trans>
        </Heading>
        {church.kind === 'ready' ? (
          <Text fontSize="lg" data-testid="registration-church">
            {church.church.name}
          </Text>
        ) : null}
        {body}
      </Stack>
    </Flex>
  )
}

function RegistrationForm({ church, onDone }: { church: PublicChurch; onDone: () => void }) {
  const { t } = useLingui()
  const form = useZodForm(memberFormSchema, { defaultValues: emptyMemberForm('active', church.id) })
  const birthDate = useWatch({ control: form.control, name: 'birthDate' })
  const baptized = useWatch({ control: form.control, name: 'baptized' })

  const send = async (values: MemberFormValues) => {
    const parsed = memberFormSchema.parse(values)
    const args: Record<string, unknown> = {
      ...toCreateArgs('', parsed, {
        treasury: false,
        consentText: consentText(),
        now: new Date().toISOString(),
      }),
    }
    // The public page never sets what only the church decides.
    for (const key of ['id', 'status', 'category', 'titheStatus', 'salary', 'function', 'title'])
      delete args[key]
    const checked = publicRegistrationSchema.safeParse(args)
    if (!checked.success) {
      for (const issue of checked.error.issues) form.setError('root', { message: issue.message })
      return
    }
    try {
      await request('POST', '/members/v1/public-registration', { body: args, token: null })
      onDone()
    } catch (error) {
      if (error instanceof HttpError && error.code === 'member_duplicate')
        form.setError('cpf', { message: 'member_duplicate' }, { shouldFocus: true })
      else if (error instanceof HttpError && error.status === 429)
        throw new Error(t`Muitas tentativas. Aguarde alguns minutos e tente de novo.`)
      else if (error instanceof HttpError && error.isNetwork)
        throw new Error(t`Sem conexão. Verifique a internet e tente de novo.`)
      else if (error instanceof HttpError && error.serverMessage)
        throw new Error(error.serverMessage)
      else throw new Error(t`Não foi possível enviar o cadastro.`)
    }
  }

  return (
    <Form form={form} onSubmit={send} aria-label={t`Cadastro de membro`}>
      <FormAlert />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label={t`Nome`} required autoComplete="given-name" />
        <TextField name="surname" label={t`Sobrenome`} required autoComplete="family-name" />
        <MaskedField
          name="cpf"
          label={t`CPF`}
          mask={maskCpf}
          placeholder="000.000.000-00"
          inputMode="numeric"
        />
        <DateField name="birthDate" label={t`Data de nascimento`} />
        <MaskedField
          name="phone"
          label={t`Telefone`}
          mask={maskPhone}
          placeholder="(00) 00000-0000"
          inputMode="tel"
        />
        <TextField name="email" type="email" label={t`E-mail`} autoComplete="email" />
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
        <SelectField
          name="maritalStatus"
          label={t`Estado civil`}
          options={maritalOptions()}
          placeholder={t`Não informado`}
        />
        <TextField name="profession" label={t`Profissão`} />
        <Box alignSelf="end">
          <CheckboxField name="baptized" label={t`Sou batizado(a)`} />
        </Box>
        {baptized ? <DateField name="baptismDate" label={t`Data de batismo`} /> : null}
      </SimpleGrid>
      <Stack gap="3" borderWidth="1px" rounded="md" p="3" data-testid="consent-block">
        <Text fontSize="sm">{consentText()}</Text>
        <CheckboxField name="consent" label={t`Li e aceito`} />
        <CheckboxError name="consent" />
        {birthDate && needsGuardian(birthDate) ? (
          <Stack gap="3" borderTopWidth="1px" pt="3">
            <TextField name="guardianName" label={t`Nome do responsável`} required />
            <Text fontSize="sm">{guardianConsentText()}</Text>
            <CheckboxField name="guardianConsent" label={t`O responsável consentiu`} />
            <CheckboxError name="guardianConsent" />
          </Stack>
        ) : null}
      </Stack>
      <SubmitButton alignSelf="flex-start">
        <Trans>Enviar cadastro</Trans>
      </SubmitButton>
    </Form>
  )
}
