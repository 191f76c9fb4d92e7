import { Box, Field, Input, SimpleGrid, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useMirrorQuery } from '../../components/mirror'
import { useSession } from '../../components/session'
import {
  rememberedSigners,
  rememberSigners,
  SIGNER_KEYS,
  suggestSigners,
  type SignerUser,
  type Signers,
} from './report-signers'

/**
 * The names on the report's signature lines: suggested from the users' roles (where this
 * device may read the users), the ones typed last time for this scope over them, editable
 * before the PDF is made. `scope` keys what is remembered; `churchId` narrows the suggestion.
 */
export function useSigners(scope: string, churchId: string | null) {
  const me = useSession().user
  const users = useMirrorQuery(async (table) => {
    const [rows, roles] = await Promise.all([table('users').toArray(), table('roles').toArray()])
    const roleName = new Map(roles.map((r) => [r.id, r.name]))
    return rows.map((u): SignerUser => ({
      fullName: u.fullName,
      roleName: roleName.get(u.roleId) ?? '',
      churchId: u.churchId,
      active: u.status === 'active',
    }))
  }, [])
  const suggested = useMemo(
    () =>
      suggestSigners(
        users ?? [],
        me
          ? {
              fullName: me.fullName,
              roleName: me.role.name,
              churchId: me.node.churchId,
              active: true,
            }
          : null,
        churchId,
      ),
    [users, me, churchId],
  )
  const [typed, setTyped] = useState<{ scope: string; values: Partial<Signers> }>({
    scope,
    values: {},
  })
  const values = typed.scope === scope ? typed.values : {}
  const signers: Signers = { ...rememberedSigners(scope, suggested), ...values }
  return {
    signers,
    set: (key: keyof Signers, value: string) =>
      setTyped({ scope, values: { ...values, [key]: value } }),
    remember: () => rememberSigners(scope, signers),
  }
}

export function SignersFields({
  signers,
  onChange,
}: {
  signers: Signers
  onChange: (key: keyof Signers, value: string) => void
}) {
  const { t } = useLingui()
  const labels: Record<keyof Signers, string> = {
    treasurer: t`Tesoureiro`,
    pastor: t`Pastor presidente`,
    council: t`Conselho fiscal`,
  }
  return (
    // A plain fieldset, as the forms' sections are (no Fieldset recipe in the theme).
    <Box as="fieldset" data-testid="report-signers">
      <Text as="legend" fontWeight="semibold" fontSize="sm">
        {t`Assinaturas do relatório`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t`Os nomes saem sob as linhas de assinatura do PDF; em branco, fica só a linha.`}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="2">
        {SIGNER_KEYS.map((key) => (
          <Field.Root key={key}>
            <Field.Label>{labels[key]}</Field.Label>
            <Input
              value={signers[key]}
              autoComplete="name"
              maxLength={120}
              onChange={(event) => onChange(key, event.target.value)}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
    </Box>
  )
}
