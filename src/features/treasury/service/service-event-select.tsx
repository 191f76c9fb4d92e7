import { Field, NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEventChoice } from '../../../components/books'
import { formatDate } from '../../../lib/format'

/**
 * The event or campaign of this service (a congress's service, a missions Sunday): every tithe and
 * offering entered from then on is given for it and counts towards it. Not shown when the church
 * has none; changeable during the service (what was entered keeps its event).
 */
export function ServiceEventSelect({
  churchId,
  value,
  onChange,
}: {
  churchId: string
  value: string | null
  onChange: (eventId: string | null) => void
}) {
  const { t } = useLingui()
  const events = useEventChoice()
  const options = events.eventsFor(churchId)
  const current = value ? events.byId.get(value) : undefined
  if (current && !options.includes(current)) options.push(current)
  if (options.length === 0) return null
  return (
    <Field.Root maxW={{ md: 'md' }}>
      <Field.Label>{t`Evento ou campanha deste culto`}</Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value || null)}
          data-testid="service-event"
        >
          <option value="">{t`Nenhum`}</option>
          {options.map((e) => (
            <option key={e.id} value={e.id}>
              {`${e.name} (${formatDate(e.startDate)})`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
