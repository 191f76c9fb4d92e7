import { Alert } from '@chakra-ui/react'
import { useFormState } from 'react-hook-form'
import { contractMessage } from './contract-message'

/** The form-level error (set with `form.setError('root', { message })`), announced to screen readers. */
export function FormAlert() {
  const { errors } = useFormState()
  const message = errors.root?.message
  if (!message) return null
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{contractMessage(message)}</Alert.Title>
    </Alert.Root>
  )
}
