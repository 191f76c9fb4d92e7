import type { ReactNode } from 'react'
import { Input, type InputProps } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { FieldShell } from './field-shell'

export interface TextFieldProps extends Omit<InputProps, 'name'> {
  name: string
  label: ReactNode
  helper?: ReactNode
  /** Register as a number (empty -> undefined). */
  numeric?: boolean
}

/**
 * A text-like input bound to the form: text, email, tel, number and search. Dates have their
 * own field (`DateField` in date-field.tsx): the native `<input type="date">` follows the
 * browser's locale, not the app language.
 */
export function TextField({
  name,
  label,
  helper,
  required,
  disabled,
  numeric,
  ...inputProps
}: TextFieldProps) {
  const { register } = useFormContext()
  return (
    <FieldShell name={name} label={label} helper={helper} required={required} disabled={disabled}>
      <Input
        {...inputProps}
        {...register(
          name,
          numeric ? { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) } : {},
        )}
      />
    </FieldShell>
  )
}
