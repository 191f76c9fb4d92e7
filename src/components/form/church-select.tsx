import { NativeSelect } from '@chakra-ui/react'
import { t } from '@lingui/core/macro'

export interface ChurchSelectProps {
  churches: readonly { id: string; name: string }[]
  /** The chosen church's id; '' = none yet. */
  value: string
  onChange: (churchId: string) => void
  size?: 'sm' | 'md' | 'lg'
  /** The empty choice's text (default "Selecione a igreja"). */
  placeholder?: string
  maxW?: string
  autoFocus?: boolean
}

/** A choice of church outside a form (where a screen works for one church of the user's scope). */
export function ChurchSelect({
  churches,
  value,
  onChange,
  size = 'sm',
  placeholder,
  maxW,
  autoFocus,
}: ChurchSelectProps) {
  return (
    <NativeSelect.Root size={size} maxW={maxW}>
      <NativeSelect.Field
        aria-label={t`Igreja`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoFocus={autoFocus}
      >
        <option value="">{placeholder ?? t`Selecione a igreja`}</option>
        {churches.map((church) => (
          <option key={church.id} value={church.id}>
            {church.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
