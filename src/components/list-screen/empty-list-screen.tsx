import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { EmptyState, Heading, Stack } from '@chakra-ui/react'
import { AppIcon } from '../layout/icons'

/**
 * A screen whose module arrives with a later version: its title and an honest sentence — no
 * search, paging or buttons that would do nothing, and never fake rows.
 */
export function EmptyListScreen({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="4" as="section" aria-label={i18n._(title)} data-testid="coming-soon">
      <Heading as="h1" size="xl">
        {i18n._(title)}
      </Heading>
      <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <AppIcon name="inbox" />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title as="h2">
              <Trans>Em construção</Trans>
            </EmptyState.Title>
            <EmptyState.Description>
              <Trans>Esta parte do Celeiro chega numa próxima versão.</Trans>
            </EmptyState.Description>
          </Stack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  )
}
