import { Box, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState, type Ref } from 'react'
import { useInitialSyncRunning } from '../../../components/sync-status'
import { buildMemberIndex, searchMembers, type MemberLike } from './member-search'

/** What the treasurer picked: a member or the anonymous offering. */
export type Pick<M> = { kind: 'member'; member: M } | { kind: 'anonymous' }

export interface MemberComboboxProps<M extends MemberLike> {
  /** The church's members; undefined while the device is still reading them. */
  members: readonly M[] | undefined
  query: string
  onQueryChange: (query: string) => void
  onPick: (pick: Pick<M>) => void
  inputRef?: Ref<HTMLInputElement>
  invalid?: boolean
  /** Regular size (forms); the service mode uses big type. */
  compact?: boolean
  autoFocus?: boolean
}

/**
 * The member search of service mode: typing a few letters lists matches from the mirror (accents
 * ignored); arrow keys move, Enter picks. The last option is always the anonymous offering, and
 * Enter on an empty search picks it. A search that finds no member says so first. A search typed
 * while the members are still being read offers no option until they are: one tapped then would
 * move under the finger as the names arrive above it. During the device's first sync a search that
 * finds nobody says the members may still be arriving, not that there is no such member.
 */
export function MemberCombobox<M extends MemberLike>(props: MemberComboboxProps<M>) {
  const { t } = useLingui()
  const { members, query, onQueryChange, onPick } = props
  const index = useMemo(() => buildMemberIndex(members ?? []), [members])
  const matches = useMemo(() => searchMembers(index, query, 7), [index, query])
  const [active, setActive] = useState(0)
  const listId = useId()
  const arriving = useInitialSyncRunning()
  const typed = query.trim()
  // A typed search waits for the members; an empty one offers only the anonymous offering, read
  // or not, so nothing can move.
  const loading = members === undefined && typed !== ''
  const options: Pick<M>[] = loading
    ? []
    : [...matches.map((member): Pick<M> => ({ kind: 'member', member })), { kind: 'anonymous' }]
  const current = Math.max(0, Math.min(active, options.length - 1))
  const optionId = (i: number) => `${listId}-${i}`

  return (
    <Stack gap="2" w="full">
      <Input
        ref={props.inputRef}
        role="combobox"
        aria-expanded="true"
        aria-controls={loading ? undefined : listId}
        aria-activedescendant={loading ? undefined : optionId(current)}
        aria-autocomplete="list"
        aria-label={t`Buscar membro`}
        aria-invalid={props.invalid || undefined}
        placeholder={t`Digite o nome do membro`}
        autoComplete="off"
        bg="bg"
        autoFocus={props.autoFocus ?? !props.compact}
        size={props.compact ? 'md' : '2xl'}
        fontSize={props.compact ? undefined : { base: 'xl', md: '2xl' }}
        value={query}
        onChange={(event) => {
          onQueryChange(event.currentTarget.value)
          setActive(0)
        }}
        onKeyDown={(event) => {
          // (With no option yet, the arrows do nothing and Enter submits nothing.)
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            if (options.length) setActive((current + 1) % options.length)
          } else if (event.key === 'ArrowUp') {
            event.preventDefault()
            if (options.length) setActive((current - 1 + options.length) % options.length)
          } else if (event.key === 'Enter') {
            event.preventDefault()
            const option = options[current]
            if (option) onPick(option)
          }
        }}
      />
      {typed && matches.length === 0 ? (
        <Text role="status" color="fg.muted" fontSize={props.compact ? 'sm' : 'md'}>
          {loading ? (
            <Trans>Carregando os membros...</Trans>
          ) : arriving ? (
            <Trans>
              Nenhum membro encontrado para “{typed}” por enquanto: este aparelho ainda está
              recebendo os dados.
            </Trans>
          ) : (
            <Trans>Nenhum membro encontrado para “{typed}”</Trans>
          )}
        </Text>
      ) : null}
      <Box
        as="ul"
        hidden={loading}
        id={listId}
        role="listbox"
        aria-label={t`Membros encontrados`}
        borderWidth="1px"
        rounded="md"
        bg="bg"
        listStyleType="none"
        overflow="hidden"
      >
        {options.map((option, i) => (
          <Box
            as="li"
            key={option.kind === 'member' ? option.member.id : 'anonymous'}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            px="4"
            py={props.compact ? '1.5' : '2.5'}
            fontSize={props.compact ? 'sm' : { base: 'lg', md: 'xl' }}
            cursor="pointer"
            bg={i === current ? 'bg.emphasized' : undefined}
            borderLeftWidth="4px"
            borderLeftColor={i === current ? 'brand.solid' : 'transparent'}
            borderTopWidth={i === 0 ? undefined : '1px'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
          >
            {option.kind === 'member' ? (
              `${option.member.name} ${option.member.surname}`
            ) : (
              <Text as="span" fontStyle="italic">
                <Trans>Oferta anônima</Trans>
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  )
}
