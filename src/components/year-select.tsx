import { FilterSelect } from './filter-select'

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
    <FilterSelect
      label={label}
      options={years.map((year) => ({ value: String(year), label: String(year) }))}
      value={String(value)}
      onChange={(year) => onChange(Number(year))}
    />
  )
}
