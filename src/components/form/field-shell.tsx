import type { ReactNode } from 'react'
import { Field } from '@chakra-ui/react'
import { get, useFormContext } from 'react-hook-form'
import { contractMessage } from './contract-message'

export interface FieldShellProps {
  name: string
  label: ReactNode
  helper?: ReactNode
  required?: boolean
  disabled?: boolean
  children: ReactNode
}

/** Label, required mark, helper and the field's error message around any control. */
export function FieldShell({ name, label, helper, required, disabled, children }: FieldShellProps) {
  const { formState } = useFormContext()
  const error: { message?: string } | undefined = get(formState.errors, name)
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error?.message ? <Field.ErrorText>{contractMessage(error.message)}</Field.ErrorText> : null}
    </Field.Root>
  )
}
