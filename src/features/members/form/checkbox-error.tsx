import { Text } from '@chakra-ui/react'
import { get, useFormContext } from 'react-hook-form'
import { contractMessage } from '../../../components/form'

/** The message of a field without its own shell (the kit's checkboxes show none). */
export function CheckboxError({ name }: { name: string }) {
  const { formState } = useFormContext()
  const error: { message?: string } | undefined = get(formState.errors, name)
  if (!error?.message) return null
  return (
    <Text fontSize="sm" color="fg.error" role="alert">
      {contractMessage(error.message)}
    </Text>
  )
}
