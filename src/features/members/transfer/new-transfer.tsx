import { Box, Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { Member } from '../../../../sync'
import { AppIcon } from '../../../components/layout'
import { searchable } from '../../../components/list-screen'
import { fullName } from '../member-display'
import type { Hierarchy } from '../use-member-data'
import { useMembers } from '../use-member-data'
import { TransferDialog } from './transfer-dialog'

/** How many matches the member picker lists. */
const SHOWN = 8

/** "Nova transferência": pick the member by name, then the transfer dialog of their record. */
export function NewTransfer({ hierarchy, treasury }: { hierarchy: Hierarchy; treasury: boolean }) {
  const { t } = useLingui()
  const members = useMembers()
  const [picking, setPicking] = useState(false)
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<Member | null>(null)
  const [member, setMember] = useState<Member | null>(null)
  const matches = useMemo(() => {
    const terms = searchable(query)
    if (!terms) return []
    return (members ?? [])
      .filter((m) => m.status !== 'visitor' && searchable(fullName(m)).includes(terms))
      .slice(0, SHOWN)
  }, [members, query])
  return (
    <>
      <Button colorPalette="brand" onClick={() => setPicking(true)} data-testid="new-transfer">
        <AppIcon name="plus" boxSize="4" />
        <Trans>Nova transferência</Trans>
      </Button>
      <Dialog.Root
        open={picking}
        onOpenChange={(d) => setPicking(d.open)}
        // The transfer dialog opens once this one is gone (one modal at a time).
        onExitComplete={() => {
          setMember(chosen)
          setChosen(null)
        }}
        placement="center"
        initialFocusEl={() => document.getElementById('transfer-member-search')}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>
                  <Trans>Quem será transferido?</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Input
                    id="transfer-member-search"
                    type="search"
                    aria-label={t`Nome do membro`}
                    placeholder={t`Digite o nome do membro`}
                    value={query}
                    onChange={(event) => setQuery(event.currentTarget.value)}
                  />
                  {query && matches.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>Nenhum membro com esse nome.</Trans>
                    </Text>
                  ) : null}
                  <Box as="ul" listStyleType="none">
                    {matches.map((m) => (
                      <Box as="li" key={m.id}>
                        <Button
                          variant="ghost"
                          width="full"
                          justifyContent="flex-start"
                          onClick={() => {
                            setChosen(m)
                            setPicking(false)
                            setQuery('')
                          }}
                        >
                          {fullName(m)}
                        </Button>
                      </Box>
                    ))}
                  </Box>
                </Stack>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Fechar`} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {member ? (
        <TransferDialog
          member={member}
          hierarchy={hierarchy}
          treasury={treasury}
          open
          onOpenChange={(open) => {
            if (!open) setMember(null)
          }}
        />
      ) : null}
    </>
  )
}
