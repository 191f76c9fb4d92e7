import { NativeSelect } from '@chakra-ui/react'

export interface FilterOption<V extends string> {
  value: V
  label: string
}

/** A small select that chooses what a screen shows (its label read by screen readers). */
export function FilterSelect<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly FilterOption<V>[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
