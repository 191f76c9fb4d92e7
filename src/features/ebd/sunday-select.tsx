import { Box, NativeSelect, chakra } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { addDays, sundayOnOrBefore, todayIso } from '../../../sync'
import { formatLocalDate } from '../../lib/dates'

/** How many Sundays back a roll or a summary may be picked: half a year (two quarters). */
const WEEKS_BACK = 26

/** The Sundays a teacher may pick: this week's (today, on a Sunday) and the 26 before, newest first. */
export function recentSundays(today: string = todayIso()): string[] {
  const last = sundayOnOrBefore(today)
  return Array.from({ length: WEEKS_BACK + 1 }, (_, i) => addDays(last, -7 * i))
}

/**
 * A Sunday picked from a list, in the user's language ("29/11/2026"): the Sunday school meets on
 * Sundays, and a phone's list is one tap where a date box is a calendar. `value` outside the
 * list (an older roll opened) is offered too.
 */
export function SundaySelect({
  id,
  label,
  value,
  sundays,
  onChange,
  hideLabel = false,
}: {
  id: string
  label: string
  value: string
  sundays: readonly string[]
  onChange: (date: string) => void
  hideLabel?: boolean
}) {
  const { i18n } = useLingui()
  const options = value && !sundays.includes(value) ? [value, ...sundays] : sundays
  return (
    <Box>
      <chakra.label
        display="block"
        htmlFor={id}
        fontSize="sm"
        fontWeight="medium"
        srOnly={hideLabel}
      >
        {label}
      </chakra.label>
      <NativeSelect.Root width="auto">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((day) => (
            <option key={day} value={day}>
              {formatLocalDate(day, i18n.locale)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  )
}
