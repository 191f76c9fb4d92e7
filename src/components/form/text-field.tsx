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
 * A text-like input bound to the form: text, email, tel, number, search and date. Dates use
 * the native `<input type="date">`, which the browser shows in the user's locale.
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

/** A calendar date field ('YYYY-MM-DD' value), locale-aware through the native picker. */
export function DateField(props: Omit<TextFieldProps, 'type' | 'numeric'>) {
  return <TextField type="date" {...props} />
}
