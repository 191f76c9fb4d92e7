import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../lib/format'
import { SelectField } from '../form'
import { useEventChoice } from './use-event-choice'

/**
 * The forms' "Evento ou campanha" (`eventId`; '' = none): the events the church may give to —
 * its own and the campaigns above it, the running and next ones first — plus the one the row is
 * already linked to. Not shown when there is none.
 */
export function EventField({
  churchId,
  linkedId,
  name = 'eventId',
}: {
  churchId: string
  /** The event the row is linked to now (kept in the list even when over or unseen). */
  linkedId?: string | null
  name?: string
}) {
  const { t } = useLingui()
  const events = useEventChoice()
  const options = events.eventsFor(churchId).map((e) => ({
    value: e.id,
    label: `${e.name} (${formatDate(e.startDate)})`,
  }))
  const linked = linkedId ? events.byId.get(linkedId) : undefined
  if (linked && !options.some((o) => o.value === linked.id))
    options.push({ value: linked.id, label: linked.name })
  if (options.length === 0) return null
  return <SelectField name={name} label={t`Evento ou campanha`} placeholder="—" options={options} />
}
