import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { searchable } from '../../components/list-screen'
import { personName, type Person } from './use-ebd'

/**
 * Picks people of a church by name (a class's teachers): those chosen as buttons that remove
 * them, a search that offers up to six more. Phone first: every target is a full-height button.
 */
export function MemberPicker({
  label,
  people,
  candidates,
  value,
  onChange,
}: {
  label: string
  people: Map<string, Person>
  candidates: readonly Person[]
  value: readonly string[]
  onChange: (ids: string[]) => void
}) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const matches = useMemo(() => {
    const key = searchable(query)
    if (key.length < 2) return []
    return candidates
      .filter((p) => !value.includes(p.id) && searchable(`${p.name} ${p.surname}`).includes(key))
      .slice(0, 6)
  }, [candidates, query, value])
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      {value.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t`Ninguém escolhido.`}
        </Text>
      ) : (
        <HStack wrap="wrap" gap="2">
          {value.map((id) => (
            <Button
              key={id}
              size="sm"
              variant="subtle"
              onClick={() => onChange(value.filter((v) => v !== id))}
              aria-label={t`Remover ${personName(people, id)}`}
            >
              {personName(people, id)} ×
            </Button>
          ))}
        </HStack>
      )}
      <Input
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t`Buscar pelo nome...`}
        aria-label={t`Buscar membro para ${label}`}
        autoComplete="off"
      />
      {matches.length > 0 ? (
        <Box>
          {matches.map((p) => (
            <Button
              key={p.id}
              variant="ghost"
              width="full"
              justifyContent="flex-start"
              onClick={() => {
                onChange([...value, p.id])
                setQuery('')
              }}
            >
              + {personName(people, p.id)}
            </Button>
          ))}
        </Box>
      ) : null}
    </Stack>
  )
}
