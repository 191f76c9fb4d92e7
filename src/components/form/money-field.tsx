import { useState, type ReactNode } from 'react'
import { Input, InputGroup } from '@chakra-ui/react'
import { Controller, useFormContext } from 'react-hook-form'
import { formatMoneyInput, parseMoney } from '../../lib/format'
import { FieldShell } from './field-shell'

export interface MoneyFieldProps {
  name: string
  label: ReactNode
  helper?: ReactNode
  required?: boolean
  disabled?: boolean
  placeholder?: string
}

/**
 * An amount in reais typed the language's way ('1.234,56' in pt-BR, '1,234.56' in en); the
 * form value is integer centavos (or undefined while empty or unreadable, so zod reports it).
 */
export function MoneyField({
  name,
  label,
  helper,
  required,
  disabled,
  placeholder,
}: MoneyFieldProps) {
  const { control } = useFormContext()
  return (
    <FieldShell name={name} label={label} helper={helper} required={required} disabled={disabled}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <MoneyInput
            {...field}
            value={field.value as number | undefined}
            placeholder={placeholder}
          />
        )}
      />
    </FieldShell>
  )
}

interface MoneyInputProps {
  name: string
  value: number | undefined
  onChange: (value: number | undefined) => void
  onBlur: () => void
  placeholder?: string
  disabled?: boolean
}

function MoneyInput({ name, value, onChange, onBlur, placeholder, disabled }: MoneyInputProps) {
  const shown = (v: number | undefined) => (typeof v === 'number' ? formatMoneyInput(v) : '')
  const [text, setText] = useState(() => shown(value))
  const [last, setLast] = useState(value)
  // A value set from outside (reset, defaults) replaces what is shown.
  if (value !== last) {
    setLast(value)
    if (value !== (parseMoney(text) ?? undefined)) setText(shown(value))
  }
  return (
    <InputGroup startElement="R$">
      <Input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          const parsed = parseMoney(event.currentTarget.value) ?? undefined
          setLast(parsed)
          onChange(parsed)
        }}
        onBlur={() => {
          if (typeof value === 'number') setText(formatMoneyInput(value))
          onBlur()
        }}
      />
    </InputGroup>
  )
}
