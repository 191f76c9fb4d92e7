import type { ReactElement, ReactNode } from 'react'
import { Field } from '@chakra-ui/react'
import {
  Controller,
  get,
  useFormContext,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
} from 'react-hook-form'
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

export interface ControlledFieldProps extends Omit<FieldShellProps, 'children'> {
  /** The control, given the form's field (value, onChange, onBlur, ref) and its state. */
  render: (
    field: ControllerRenderProps<FieldValues, string>,
    state: ControllerFieldState,
  ) => ReactElement
}

/** A field whose control keeps its own value (masked text, money, dates) inside the field shell. */
export function ControlledField({ render, ...shell }: ControlledFieldProps) {
  const { control } = useFormContext()
  return (
    <FieldShell {...shell}>
      <Controller
        name={shell.name}
        control={control}
        render={({ field, fieldState }) => render(field, fieldState)}
      />
    </FieldShell>
  )
}
