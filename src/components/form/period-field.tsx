import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import { todayIso } from '../../../sync'
import { recentPeriods } from '../../lib/dates'
import { formatPeriod } from '../../lib/format'
import { SelectField, type SelectOption } from './select-field'

/** How far back a period can be picked: five years, the books' keeping time. */
export const PERIOD_MONTHS_BACK = 60

/**
 * The months a period ('YYYY-MM') is picked from, named in the app's language ('outubro de
 * 2026'), this month first; `value` is kept when it is older (a register from long ago).
 * A list, not the browser's month input: that one is named in the phone's language, and some
 * browsers show a bare text box wanting '2026-10'.
 */
export function periodOptions(value: string, locale: string, today = todayIso()): SelectOption[] {
  const periods = recentPeriods(today, PERIOD_MONTHS_BACK)
  if (value && !periods.includes(value)) periods.push(value)
  return periods.map((period) => ({ value: period, label: formatPeriod(period, locale) }))
}

export interface PeriodFieldProps {
  name: string
  label: ReactNode
  helper?: ReactNode
  required?: boolean
  disabled?: boolean
}

/** A month of the books ('YYYY-MM') picked from a list in the app's language. */
export function PeriodField(props: PeriodFieldProps) {
  const { i18n, t } = useLingui()
  const value: unknown = useWatch({ name: props.name })
  const options = periodOptions(typeof value === 'string' ? value : '', i18n.locale)
  return <SelectField {...props} options={options} placeholder={t`Selecione o mês`} />
}
