import { Alert, Button, EmptyState, Spinner, Text, VStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AppIcon } from '../layout/icons'

/** Rows of a loading list keep about the room the page of rows will take (no layout shift). */
const ROW_HEIGHT_PX = 49
/** A phone's card: its title and padding, then one line per detail (measured at 390 px). */
const CARD_BASE_PX = 66
const CARD_LINE_PX = 25
const CARD_GAP_PX = 8

/**
 * A list being read, in the room its page of rows will take: table rows, or on a phone cards of
 * `cardLines` detail lines (what sits below, such as the tithing charts, does not jump, nor
 * come into view only to be pushed away).
 */
export function ListLoading({ rows = 0, cardLines }: { rows?: number; cardLines?: number }) {
  const room =
    cardLines === undefined
      ? rows * ROW_HEIGHT_PX + 42
      : rows * (CARD_BASE_PX + cardLines * CARD_LINE_PX) + (rows - 1) * CARD_GAP_PX
  return (
    <VStack
      py="12"
      gap="3"
      role="status"
      aria-live="polite"
      minH={rows > 0 ? `${room}px` : undefined}
      justify="center"
    >
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">
        <Trans>Carregando...</Trans>
      </Text>
    </VStack>
  )
}

export function ListError({ message, onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <AppIcon name="alert" color="red.500" />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">
          {message ?? <Trans>Erro ao carregar os dados</Trans>}
        </EmptyState.Title>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <Trans>Tentar novamente</Trans>
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

export function ListEmpty({
  title,
  description,
  search,
}: {
  title?: ReactNode
  description?: ReactNode
  search: string
}) {
  const query = search.trim()
  return (
    <EmptyState.Root data-testid="list-empty">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <AppIcon name={query ? 'search' : 'inbox'} />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">
            {query ? (
              <Trans>Nenhum resultado para “{query}”</Trans>
            ) : (
              (title ?? <Trans>Nenhum registro encontrado</Trans>)
            )}
          </EmptyState.Title>
          {!query && description ? (
            <EmptyState.Description>{description}</EmptyState.Description>
          ) : null}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}

/** The device's initial sync is still running: the list may not hold every row yet (docs/sync.md). */
export function ListStillArriving() {
  return (
    <Alert.Root status="info" size="sm" role="status" data-testid="list-still-arriving">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">
        <Trans>Este aparelho ainda está recebendo os dados: a lista pode estar incompleta.</Trans>
      </Alert.Title>
    </Alert.Root>
  )
}
