import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { STATUS_FILTERS, type StatusFilter } from '../../../../sync'

/** Filters a treasury list by situation: all, open, overdue, realised. */
export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilter
  onChange: (value: StatusFilter) => void
}) {
  const { t } = useLingui()
  const labels: Record<StatusFilter, string> = {
    all: t`Todas as situações`,
    open: t`Em aberto`,
    overdue: t`Vencidas`,
    realized: t`Realizadas`,
  }
  return (
    <NativeSelect.Root width="auto">
      <NativeSelect.Field
        aria-label={t`Situação`}
        data-testid="status-filter"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as StatusFilter)}
      >
        {STATUS_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {labels[filter]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
