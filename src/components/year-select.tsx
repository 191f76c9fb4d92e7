import { NativeSelect } from '@chakra-ui/react'

/** A small select of the years a screen can show. */
export function YearSelect({
  label,
  years,
  value,
  onChange,
}: {
  label: string
  years: readonly number[]
  value: number
  onChange: (year: number) => void
}) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={String(value)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
