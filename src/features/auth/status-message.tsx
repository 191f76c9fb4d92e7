import type { ReactNode } from 'react'
import { Alert, Spinner, VStack } from '@chakra-ui/react'

/** A state of a public flow: a spinner while working, else an alert with optional actions. */
export function StatusMessage({
  status,
  title,
  children,
  actions,
}: {
  status: 'loading' | 'success' | 'error' | 'warning' | 'info'
  title: ReactNode
  children?: ReactNode
  actions?: ReactNode
}) {
  if (status === 'loading') {
    return (
      <VStack gap="3" py="6" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" />
        {title}
      </VStack>
    )
  }
  return (
    <VStack gap="4" align="stretch">
      <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {children ? <Alert.Description>{children}</Alert.Description> : null}
        </Alert.Content>
      </Alert.Root>
      {actions}
    </VStack>
  )
}
