import { Button, type ButtonProps } from '@chakra-ui/react'
import { useFormState } from 'react-hook-form'

/** The form's submit button: busy (and disabled) while the submit runs. */
export function SubmitButton({ children, ...props }: ButtonProps) {
  const { isSubmitting } = useFormState()
  return (
    <Button type="submit" colorPalette="brand" loading={isSubmitting} {...props}>
      {children}
    </Button>
  )
}
