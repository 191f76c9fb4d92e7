import type { ReactNode } from 'react'
import { NativeSelect } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { FieldShell } from './field-shell'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  name: string
  label: ReactNode
  options: readonly SelectOption[]
  /** Text of the empty first option; omit to have none. */
  placeholder?: string
  helper?: ReactNode
  required?: boolean
  disabled?: boolean
}

/** A native select (accessible, light, works the same on phones). */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  helper,
  required,
  disabled,
}: SelectFieldProps) {
  const { register } = useFormContext()
  return (
    <FieldShell name={name} label={label} helper={helper} required={required} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  )
}
