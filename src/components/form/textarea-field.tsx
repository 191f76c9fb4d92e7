import type { ReactNode } from 'react'
import { Textarea, type TextareaProps } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { FieldShell } from './field-shell'

export interface TextareaFieldProps extends Omit<TextareaProps, 'name'> {
  name: string
  label: ReactNode
  helper?: ReactNode
}

export function TextareaField({
  name,
  label,
  helper,
  required,
  disabled,
  ...props
}: TextareaFieldProps) {
  const { register } = useFormContext()
  return (
    <FieldShell name={name} label={label} helper={helper} required={required} disabled={disabled}>
      <Textarea {...props} {...register(name)} />
    </FieldShell>
  )
}
