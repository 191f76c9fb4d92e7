import { Alert, Button, EmptyState, Spinner, Text, VStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AppIcon } from '../layout/icons'

/** Rows of a loading list keep about the room the page of rows will take (no layout shift). */
const ROW_HEIGHT_PX = 49

export function ListLoading({ rows = 0 }: { rows?: number }) {
  return (
    <VStack
      py="12"
      gap="3"
      role="status"
      aria-live="polite"
      minH={rows > 0 ? `${rows * ROW_HEIGHT_PX + 42}px` : undefined}
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
