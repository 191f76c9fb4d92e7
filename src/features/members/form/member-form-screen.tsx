import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { v7 as uuidv7 } from 'uuid'
import {
  memberCreateSchema,
  memberUpdateArgsSchema,
  mirror,
  mutate,
  onlyDigits,
  type Member,
} from '../../../../sync'
import { Form, SelectField, useZodForm } from '../../../components/form'
import { useSession } from '../../../components/session'
import { notify } from '../../../lib/toaster'
import { consentText } from '../consent'
import { fullName } from '../member-display'
import { useHierarchy, useMemberPermissions, type MemberKind } from '../use-member-data'
import {
  emptyMemberForm,
  memberFormSchema,
  memberToForm,
  toCreateArgs,
  toPatch,
  type MemberFormValues,
} from './form-values'
import { MemberFormFields } from './member-form'

/** Another live record with this CPF in the mirror (the spec's duplicate-member message before saving). */
async function cpfTaken(cpf: string, selfId: string | null): Promise<boolean> {
  const digits = onlyDigits(cpf)
  if (digits === '') return false
  const same = await mirror('members').where('cpf').equals(digits).toArray()
  return same.some((m) => m.id !== selfId)
}

interface MemberFormScreenProps {
  kind: MemberKind
  /** The record being edited; absent for a new one. */
  member?: Member
}

/** New member / visitor, or edit one: every write goes through member.create / member.update. */
export function MemberFormScreen({ kind, member }: MemberFormScreenProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const router = useRouter()
  const { user } = useSession()
  const hierarchy = useHierarchy()
  const can = useMemberPermissions(
    member ? (member.status === 'visitor' ? 'visitors' : 'members') : kind,
  )
  const allowed = member ? can.edit : can.add
  const userChurch = user?.node.churchId ?? ''
  const form = useZodForm(memberFormSchema, {
    defaultValues: member
      ? memberToForm(member)
      : emptyMemberForm(kind === 'visitors' ? 'visitor' : 'active', userChurch),
  })

  if (!allowed)
    return (
      <Text>
        <Trans>Você não tem permissão para esta ação.</Trans>
      </Text>
    )

  const save = async (values: MemberFormValues) => {
    const parsed = memberFormSchema.parse(values)
    if (await cpfTaken(parsed.cpf, member?.id ?? null)) {
      form.setError('cpf', { message: 'member_duplicate' }, { shouldFocus: true })
      return
    }
    const ctx = {
      treasury: can.treasury,
      consentText: consentText(),
      now: new Date().toISOString(),
    }
    let id: string
    if (member) {
      const patch = toPatch(member, parsed, ctx)
      id = member.id
      if (Object.keys(patch).length === 0) {
        notify.info(t`Nada foi alterado.`)
        return
      }
      const checked = memberUpdateArgsSchema.safeParse({ id, patch })
      if (!checked.success) return showIssues(checked.error.issues, ['patch'])
      await mutate('member.update', checked.data)
    } else {
      id = uuidv7()
      const args = toCreateArgs(id, parsed, ctx)
      const checked = memberCreateSchema.safeParse(args)
      if (!checked.success) return showIssues(checked.error.issues, [])
      await mutate('member.create', args)
    }
    notify.success(t`Salvo neste aparelho; será enviado ao servidor.`)
    const visitor = parsed.status === 'visitor'
    await navigate({
      to: visitor ? '/visitors/$memberId' : '/members/$memberId',
      params: { memberId: id },
    })
  }

  /** A contract issue the form schema did not catch: on its field, else on the form. */
  const showIssues = (issues: { path: PropertyKey[]; message: string }[], prefix: string[]) => {
    for (const issue of issues) {
      const path = issue.path.slice(prefix.length).map(String)
      const field = path[0] === 'guardianConsentAt' ? 'guardianConsent' : path.join('.')
      if (field && field in form.getValues())
        form.setError(field as 'name', { message: issue.message })
      else form.setError('root', { message: issue.message })
    }
  }

  const churchField = member ? (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        <Trans>Igreja</Trans>
      </Text>
      <Text>{hierarchy?.names.get(member.churchId) ?? ''}</Text>
    </Stack>
  ) : userChurch ? null : (
    <SelectField
      name="churchId"
      label={t`Igreja`}
      required
      placeholder={t`Selecione a igreja`}
      options={(hierarchy?.rows.churches ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  )

  const title = member
    ? t`Editar ${fullName(member)}`
    : kind === 'members'
      ? t`Novo membro`
      : t`Novo visitante`

  return (
    <Stack gap="4" maxW="4xl">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Button variant="ghost" onClick={() => router.history.back()}>
          <Trans>Voltar</Trans>
        </Button>
      </HStack>
      <Form form={form} onSubmit={save} aria-label={title}>
        <MemberFormFields
          churchField={churchField}
          treasury={can.treasury}
          submitLabel={<Trans>Salvar</Trans>}
        />
      </Form>
    </Stack>
  )
}
