import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import type { Member } from '../../../../sync'
import { FieldShell } from '../../../components/form'
import { MemberCombobox } from '../service/member-combobox'

/**
 * The tithe's member, found by typing part of the name (the mirror's members of the church).
 * Form value: the member id, null for an anonymous offering, undefined while not chosen.
 */
export function MemberField({
  name,
  label,
  members,
}: {
  name: string
  label: ReactNode
  /** Undefined while the device reads them. */
  members: readonly Member[] | undefined
}) {
  const { t } = useLingui()
  const { control } = useFormContext()
  const [query, setQuery] = useState('')
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const value = field.value as string | null | undefined
        const member = value ? members?.find((m) => m.id === value) : undefined
        return (
          <FieldShell name={name} label={label} required>
            {value === undefined ? (
              <MemberCombobox
                compact
                members={members}
                query={query}
                onQueryChange={setQuery}
                onPick={(pick) => field.onChange(pick.kind === 'member' ? pick.member.id : null)}
              />
            ) : (
              <HStack justify="space-between" w="full" borderWidth="1px" rounded="md" px="3" py="2">
                <Text>
                  {value === null
                    ? t`Oferta anônima`
                    : member
                      ? `${member.name} ${member.surname}`
                      : members
                        ? t`Membro não encontrado`
                        : t`Carregando...`}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => {
                    setQuery('')
                    field.onChange(undefined)
                  }}
                >
                  <Trans>Trocar</Trans>
                </Button>
              </HStack>
            )}
          </FieldShell>
        )
      }}
    />
  )
}
