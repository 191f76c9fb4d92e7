import { useState } from 'react'
import { Input, InputGroup, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { formatMoney, formatMoneyInput } from '../../lib/format'
import { parseMoney, readMoney, type MoneyProblem } from '../../lib/money'
import { ControlledField, type FieldShellProps } from './field-shell'

export interface MoneyFieldProps extends Omit<FieldShellProps, 'children'> {
  placeholder?: string
}

/**
 * An amount in reais typed the language's way ('1.234,56' in pt-BR, '1,234.56' in en, and
 * '100.00' from a keypad that only has a dot: src/lib/money.ts); the form value is integer
 * centavos (or undefined while empty or refused, so zod reports it). Under the input, live, the
 * amount as it will be saved ('= R$ 100,00') or why the text is refused.
 */
export function MoneyField({ placeholder, ...shell }: MoneyFieldProps) {
  return (
    <ControlledField
      {...shell}
      render={(field) => (
        <MoneyInput
          {...field}
          value={field.value as number | undefined}
          placeholder={placeholder}
        />
      )}
    />
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

function useProblemMessage(): (problem: MoneyProblem) => string {
  const { t } = useLingui()
  return (problem) => {
    const example = formatMoneyInput(123456)
    switch (problem) {
      case 'too_many_decimals':
        return t`Use no máximo dois dígitos para os centavos (o valor não é arredondado).`
      case 'bad_grouping':
        return t`Separe os milhares em grupos de três (ex.: ${example}) ou não os separe.`
      case 'too_large':
        return t`Valor alto demais.`
      default:
        return t`Valor ilegível. Digite por exemplo ${example}.`
    }
  }
}

/** What will be saved, as the app shows money, or why the text is refused. */
function MoneyPreview({ text }: { text: string }) {
  const problemMessage = useProblemMessage()
  const reading = readMoney(text)
  if (!reading.ok && reading.empty) return null
  return reading.ok ? (
    <Text fontSize="sm" color="fg.muted" data-testid="money-preview" aria-live="polite">
      = {formatMoney(reading.centavos)}
    </Text>
  ) : (
    <Text fontSize="sm" color="fg.error" data-testid="money-preview" aria-live="polite">
      {problemMessage(reading.problem)}
    </Text>
  )
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
    <>
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
      <MoneyPreview text={text} />
    </>
  )
}
