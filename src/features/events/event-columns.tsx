import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { eventPhase, type ChurchEvent, type EventLevel } from '../../../sync'
import { ListTitle, type ListColumn } from '../../components/list-screen'
import { EventProgress } from './event-progress'
import { phaseLabel } from './labels'

const PHASE_PALETTE = { upcoming: 'blue', running: 'green', ended: 'gray' } as const

const ownerKey = (e: ChurchEvent) => e.churchId ?? e.sectorId ?? e.fieldId ?? e.conventionId

/**
 * Whether the list names each row's church (or sector, field, convention): when its rows belong
 * to more than one, as for a field's office with each church's "Congresso de jovens".
 */
export function namesOwners(events: readonly ChurchEvent[]): boolean {
  return new Set(events.map(ownerKey)).size > 1
}

/**
 * The columns of the campaigns' list (a phone's card: the first is its title): the name with whose
 * it is under it when the rows are of several, the period, the phase and what was collected —
 * that last only for who may read the revenues it sums (`collected` given), saying whose share it
 * is when the user's mirror holds only part of the campaign (`partOf`).
 */
export function useEventColumns({
  events,
  whose,
  period,
  collected,
  partOf = () => null,
  today,
}: {
  /** Every row of the list (not only the page): whether owners are named is the same on each page. */
  events: readonly ChurchEvent[]
  whose: (e: ChurchEvent) => string
  period: (e: ChurchEvent) => string
  /** Absent: the user may not read the revenues, and no progress is shown. */
  collected?: (e: ChurchEvent) => number
  partOf?: (e: ChurchEvent) => EventLevel | null
  today: string
}): ListColumn<ChurchEvent>[] {
  const { t } = useLingui()
  const named = namesOwners(events)
  const columns: ListColumn<ChurchEvent>[] = [
    {
      id: 'name',
      header: t`Nome`,
      wrap: true,
      cell: (e) => <ListTitle title={e.name} detail={named ? whose(e) : undefined} />,
    },
    { id: 'period', header: t`Período`, cell: period },
    {
      id: 'phase',
      header: t`Situação`,
      cell: (e) => {
        const phase = eventPhase(e, today)
        return <Badge colorPalette={PHASE_PALETTE[phase]}>{phaseLabel(phase)}</Badge>
      },
    },
  ]
  if (!collected) return columns
  return [
    ...columns,
    {
      id: 'collected',
      header: t`Arrecadado`,
      cell: (e) => (
        <EventProgress
          label={t`Arrecadado de ${e.name}`}
          value={collected(e)}
          goal={e.revenueBudget}
          part={partOf(e)}
          compact
        />
      ),
    },
  ]
}
