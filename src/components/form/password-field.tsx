import { useState, type ReactNode } from 'react'
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
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

/** An eye (crossed out while the password is shown); drawn inline, since emoji fonts are not everywhere. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <line x1="3" y1="3" x2="21" y2="21" />}
    </svg>
  )
}
