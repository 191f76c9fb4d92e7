import { Box, NativeSelect, chakra } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ChurchChoice } from '../../components/books'

/** The church a Sunday school screen shows, when the user sees several; nothing when one. */
export function ChurchSelect({
  church,
  value,
  onChange,
}: {
  church: ChurchChoice
  value: string
  onChange: (churchId: string) => void
}) {
  const { t } = useLingui()
  if (!church.several) return null
  return (
    <Box>
      <chakra.label display="block" htmlFor="ebd-church" fontSize="sm" fontWeight="medium">
        {t`Igreja`}
      </chakra.label>
      <NativeSelect.Root width="auto">
        <NativeSelect.Field
          id="ebd-church"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {church.churches.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  )
}

/** The church a screen starts on: the user's own, else the first with a class, else the first. */
export function firstChurch(church: ChurchChoice, classChurchIds: readonly string[]): string {
  return church.fixedChurchId ?? classChurchIds[0] ?? church.churches[0]?.id ?? ''
}
