import { useLingui } from '@lingui/react/macro'
import { SelectField } from '../form'
import type { ChurchChoice } from './use-church'

/**
 * The treasury forms' church (`churchId`): asked only when the user works for more than one
 * church and the row is new (`locked`: an existing row keeps its church).
 */
export function ChurchField({ church, locked }: { church: ChurchChoice; locked?: boolean }) {
  const { t } = useLingui()
  if (church.fixedChurchId || locked) return null
  return (
    <SelectField
      name="churchId"
      label={t`Igreja`}
      placeholder={t`Selecione`}
      options={church.churches.map((c) => ({ value: c.id, label: c.name }))}
      required
    />
  )
}
