import { Badge, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { eventLevel, eventPhase, mutate, todayIso, type ChurchEvent } from '../../../sync'
import { changedFields, errorText } from '../../components/books'
import { FormDialog } from '../../components/form'
import {
  ListScreen,
  matchesSearch,
  useListState,
  type ListColumn,
} from '../../components/list-screen'
import { useMirrorRows } from '../../components/mirror'
import { useCan } from '../../components/session'
import { formatDate } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { EventForm, type EventFormValues } from './event-form'
import { EventProgress } from './event-progress'
import { levelLabel, phaseLabel } from './labels'
import { useEventBooks, useEventFigures } from './use-event-books'
import { useEventOwners } from './use-event-owners'

type Dialog = { mode: 'add' } | { mode: 'edit'; event: ChurchEvent } | null

const PHASE_PALETTE = { upcoming: 'blue', running: 'green', ended: 'gray' } as const

/** /events ("Campanhas"): the events and campaigns the user sees, running and next first, with what each collected. */
export function EventsScreen() {
  const { t } = useLingui()
  const can = useCan('EVENTS')
  const rows = useMirrorRows('events')
  const books = useEventBooks()
  const figures = useEventFigures(rows, books)
  const { owners, nameOf } = useEventOwners()
  const list = useListState()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const today = todayIso()

  const sorted = useMemo(
    () =>
      [...(rows ?? [])].sort((a, b) => {
        const ea = a.endDate < today ? 1 : 0
        const eb = b.endDate < today ? 1 : 0
        if (ea !== eb) return ea - eb
        return ea ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate)
      }),
    [rows, today],
  )
  const whose = (e: ChurchEvent) => {
    const level = eventLevel(e)
    return level ? `${nameOf(e)} · ${levelLabel(level)}` : nameOf(e)
  }
  const period = (e: ChurchEvent) =>
    e.startDate === e.endDate
      ? formatDate(e.startDate)
      : `${formatDate(e.startDate)} – ${formatDate(e.endDate)}`
  // Only the event's node or above changes it (the server refuses the rest): a church sees the field's campaign, read only.
  const writable = (e: ChurchEvent) =>
    owners.some((o) => o.id === (e.churchId ?? e.sectorId ?? e.fieldId ?? e.conventionId))
  const readOnly = (e: ChurchEvent) =>
    notify.info(t`Esta campanha é de ${whose(e)}: só quem trabalha lá ou acima pode alterá-la.`)
  const filtered = sorted.filter((e) =>
    matchesSearch(list.search, [e.name, e.location, whose(e), period(e)]),
  )

  const columns: ListColumn<ChurchEvent>[] = [
    { id: 'name', header: t`Nome`, wrap: true, cell: (e) => e.name },
    { id: 'owner', header: t`De quem é`, wideOnly: true, wrap: true, cell: whose },
    { id: 'period', header: t`Período`, cell: period },
    {
      id: 'phase',
      header: t`Situação`,
      cell: (e) => {
        const phase = eventPhase(e, today)
        return <Badge colorPalette={PHASE_PALETTE[phase]}>{phaseLabel(phase)}</Badge>
      },
    },
    {
      id: 'collected',
      header: t`Arrecadado`,
      cell: (e) => (
        <EventProgress
          label={t`Arrecadado de ${e.name}`}
          value={figures.get(e.id)?.collected ?? 0}
          goal={e.revenueBudget}
          compact
        />
      ),
    },
  ]

  const save = async (values: EventFormValues) => {
    setBusy(true)
    try {
      const fields = {
        name: values.name,
        startDate: values.startDate,
        endDate: values.endDate,
        location: values.location,
        revenueBudget: values.revenueBudget,
        budgetAmount: values.budgetAmount ?? null,
        budgetEnd: values.budgetEnd || null,
        description: values.description,
      }
      if (dialog?.mode === 'edit') {
        const patch = changedFields(dialog.event, fields)
        if (Object.keys(patch).length > 0)
          await mutate('event.update', { id: dialog.event.id, patch })
      } else {
        const owner = owners.find((o) => o.id === values.ownerId)
        if (!owner) throw new Error(t`Escolha a igreja, setor, campo ou convenção do evento.`)
        await mutate('event.create', { id: uuidv7(), ...owner.path, ...fields })
      }
      notify.success(t`Evento salvo.`)
      setDialog(null)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (event: ChurchEvent) => {
    try {
      await mutate('event.delete', { id: event.id })
      notify.success(t`Evento excluído.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  return (
    <Stack gap="6">
      <ListScreen<ChurchEvent>
        title={t`Campanhas`}
        columns={columns}
        {...list.paged(filtered)}
        getRowId={(e) => e.id}
        entity="events"
        getRowLabel={(e) => `${e.name} · ${period(e)}`}
        status={rows === undefined ? 'loading' : 'ready'}
        searchPlaceholder={t`Buscar por nome, local, igreja...`}
        can={{ ...can, add: can.add && owners.length > 0 }}
        addLabel={t`Novo evento`}
        onAdd={() => setDialog({ mode: 'add' })}
        onView={(event) => void navigate({ to: '/events/$eventId', params: { eventId: event.id } })}
        onEdit={(event) => (writable(event) ? setDialog({ mode: 'edit', event }) : readOnly(event))}
        onDelete={(event) => (writable(event) ? remove(event) : readOnly(event))}
        onDeleteCancel={() => notify.info(t`Ação cancelada.`)}
        emptyTitle={<Trans>Nenhum evento ou campanha</Trans>}
        emptyDescription={
          <Trans>
            Cadastre um congresso, um retiro ou uma campanha — de missões, do templo novo — com a
            meta de arrecadação, e ligue a ele as receitas e despesas.
          </Trans>
        }
      />
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? t`Editar evento` : t`Novo evento`}
        formId="event-form"
        busy={busy}
      >
        {dialog ? (
          <EventForm
            id="event-form"
            event={dialog.mode === 'edit' ? dialog.event : undefined}
            owners={owners}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </Stack>
  )
}
