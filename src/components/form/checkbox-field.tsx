import type { ReactNode } from 'react'
import { Checkbox } from '@chakra-ui/react'
import { Controller, useFormContext } from 'react-hook-form'

export interface CheckboxFieldProps {
  name: string
  label: ReactNode
  disabled?: boolean
}

/** A boolean field. */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const { control } = useFormContext()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Checkbox.Root
          checked={Boolean(field.value)}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
          disabled={disabled}
          name={field.name}
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} ref={field.ref} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  )
}
