import { Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { eventLevel, mutate, todayIso, type ChurchEvent } from '../../../sync'
import { changedFields, errorText } from '../../components/books'
import { FormDialog } from '../../components/form'
import { ListScreen, matchesSearch, useListState } from '../../components/list-screen'
import { useMirrorRows } from '../../components/mirror'
import { useCan, useSession } from '../../components/session'
import { formatDate } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { EventForm, type EventFormValues } from './event-form'
import { eventFiguresShown, eventPart } from './event-reach'
import { useEventColumns } from './event-columns'
import { levelLabel } from './labels'
import { useEventsProgress } from './use-event-books'
import { useEventOwners } from './use-event-owners'

type Dialog = { mode: 'add' } | { mode: 'edit'; event: ChurchEvent } | null

/** /events ("Campanhas"): the events and campaigns the user sees, running and next first, with what each collected. */
export function EventsScreen() {
  const { t } = useLingui()
  const can = useCan('EVENTS')
  const user = useSession().user
  const shown = eventFiguresShown(user?.role.permissions)
  const rows = useMirrorRows('events')
  const figures = useEventsProgress(rows)
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

  const columns = useEventColumns({
    events: sorted,
    whose,
    period,
    collected: shown.collected ? (e) => figures.get(e.id)?.collected ?? 0 : undefined,
    partOf: (e) => eventPart(e, user?.node),
    today,
  })

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
        if (!owner) throw new Error(t`Escolha a igreja, setor, campo ou convenção da campanha.`)
        await mutate('event.create', { id: uuidv7(), ...owner.path, ...fields })
      }
      notify.success(t`Campanha salva.`)
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
      notify.success(t`Campanha excluída.`)
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
        addLabel={t`Nova campanha`}
        onAdd={() => setDialog({ mode: 'add' })}
        onView={(event) => void navigate({ to: '/events/$eventId', params: { eventId: event.id } })}
        onEdit={(event) => (writable(event) ? setDialog({ mode: 'edit', event }) : readOnly(event))}
        onDelete={(event) => (writable(event) ? remove(event) : readOnly(event))}
        emptyTitle={<Trans>Nenhuma campanha</Trans>}
        emptyDescription={
          <Trans>
            Cadastre uma campanha — um congresso, um retiro, as missões, o templo novo — com a meta
            de arrecadação, e ligue a ela as receitas e despesas.
          </Trans>
        }
      />
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? t`Editar campanha` : t`Nova campanha`}
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
