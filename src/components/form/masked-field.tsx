import { Input } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ControlledField } from './field-shell'

export interface MaskedFieldProps {
  name: string
  label: ReactNode
  mask: (text: string) => string
  placeholder?: string
  helper?: ReactNode
  required?: boolean
  disabled?: boolean
  inputMode?: 'numeric' | 'tel'
}

/** A text field whose value is kept masked as typed (CPF, CEP, phone); the schema reads the digits. */
export function MaskedField({
  name,
  label,
  mask,
  helper,
  required,
  disabled,
  ...input
}: MaskedFieldProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      helper={helper}
      required={required}
      disabled={disabled}
      render={(field) => (
        <Input
          {...input}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(mask(event.target.value))}
          onBlur={field.onBlur}
          autoComplete="off"
        />
      )}
    />
  )
}
