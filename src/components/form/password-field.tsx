import { useState, type ReactNode } from 'react'
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { EyeIcon } from './eye-icon'
import { FieldShell } from './field-shell'

export interface PasswordFieldProps extends Omit<InputProps, 'name' | 'type'> {
  name: string
  label: ReactNode
  helper?: ReactNode
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  name,
  label,
  helper,
  required,
  disabled,
  ...inputProps
}: PasswordFieldProps) {
  const { register } = useFormContext()
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  const toggle = (
    <IconButton
      type="button"
      variant="ghost"
      size="xs"
      aria-label={visible ? t`Ocultar senha` : t`Mostrar senha`}
      onClick={() => setVisible((v) => !v)}
    >
      <EyeIcon crossed={visible} />
    </IconButton>
  )
  return (
    <FieldShell name={name} label={label} helper={helper} required={required} disabled={disabled}>
      <InputGroup endElement={toggle}>
        <Input {...inputProps} type={visible ? 'text' : 'password'} {...register(name)} />
      </InputGroup>
    </FieldShell>
  )
}
