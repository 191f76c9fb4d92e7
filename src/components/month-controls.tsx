import { Button, HStack, IconButton, NativeSelect } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { AppIcon } from './layout'
import { YearSelect } from './year-select'

/** Year and month selects, previous/next month and "Hoje". `month` is `YYYY-MM`. */
export function MonthControls({
  month,
  years,
  onChange,
  onToday,
}: {
  month: string
  years: readonly number[]
  onChange: (month: string) => void
  onToday: () => void
}) {
  const { t, i18n } = useLingui()
  const year = Number(month.slice(0, 4))
  const m = Number(month.slice(5, 7))
  const names = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' })
  const to = (y: number, mm: number) => `${y}-${String(mm).padStart(2, '0')}`
  const step = (delta: number) => {
    const index = year * 12 + (m - 1) + delta
    onChange(to(Math.floor(index / 12), (index % 12) + 1))
  }
  return (
    <HStack gap="2" wrap="wrap">
      <IconButton size="sm" variant="outline" aria-label={t`Mês anterior`} onClick={() => step(-1)}>
        <AppIcon name="chevronLeft" />
      </IconButton>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t`Mês`}
          value={String(m)}
          onChange={(e) => onChange(to(year, Number(e.currentTarget.value)))}
          textTransform="capitalize"
        >
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i} value={i + 1}>
              {names.format(new Date(Date.UTC(2026, i, 1)))}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <YearSelect label={t`Ano`} years={years} value={year} onChange={(y) => onChange(to(y, m))} />
      <IconButton size="sm" variant="outline" aria-label={t`Próximo mês`} onClick={() => step(1)}>
        <AppIcon name="chevronRight" />
      </IconButton>
      <Button size="sm" variant="ghost" onClick={onToday}>
        <Trans>Hoje</Trans>
      </Button>
    </HStack>
  )
}
