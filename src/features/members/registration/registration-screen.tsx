import { Alert, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { z } from 'zod'
import {
  HttpError,
  publicChurchSchema,
  publicRegistrationSchema,
  request,
  type PublicChurch,
} from '../../../../sync'
import { Form, useZodForm } from '../../../components/form'
import { LanguageSelect } from '../../../components/language-select'
import { ChurchLogo } from '../../../components/layout'
import { setPageBranding } from '../../../components/page-branding'
import { resolveBranding, type BrandingSource } from '../../../lib/branding'
import { consentText } from '../consent'
import {
  emptyMemberForm,
  memberFormSchema,
  toCreateArgs,
  type MemberFormValues,
} from '../form/form-values'
import { MemberFormFields } from '../form/member-form'

const churchAnswerSchema = z.object({ data: publicChurchSchema })

type ChurchState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error' }
  | { kind: 'ready'; church: PublicChurch }

const brandingOf = (church: PublicChurch): BrandingSource => ({
  congregation: { ...church, kind: 'church' },
  client: null,
})

/** /member-registration?church=<id>: a person registers themself; the church approves it later. */
export function RegistrationScreen({ churchId }: { churchId: string }) {
  const [church, setChurch] = useState<ChurchState>({ kind: 'loading' })
  const [done, setDone] = useState(false)

  // The page wears the church's branding (its own, else inherited) while it is open.
  const branding = useMemo(
    () => (church.kind === 'ready' ? brandingOf(church.church) : null),
    [church],
  )
  useEffect(() => {
    setPageBranding(branding)
    return () => setPageBranding(null)
  }, [branding])

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
        <ChurchLogo
          candidates={resolveBranding(branding).logoCandidates}
          alt=""
          height="48px"
          width="auto"
          maxW="40%"
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
      <MemberFormFields self submitLabel={<Trans>Enviar cadastro</Trans>} />
    </Form>
  )
}
