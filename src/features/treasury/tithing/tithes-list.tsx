import { Badge } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, todayIso, type Tithe } from '../../../../sync'
import { readServerView } from '../../../components/device-keep'
import { FormDialog } from '../../../components/form'
import { MonthControls } from '../../../components/month-controls'
import {
  listProps,
  ListScreen,
  useListState,
  type ListColumn,
} from '../../../components/list-screen'
import type { Can } from '../../../components/session'
import { formatDate, formatMoney } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { methodLabel } from '../shared/labels'
import { TitheForm, type TitheFormValues } from './tithe-form'
import { TitheView } from './tithe-view'
import { tithesServerRead, useTithesList } from './use-tithes-list'
import { type ChurchChoice, changedFields, errorText } from '../../../components/books'

/** How many years back the year select offers a month of tithes to read from the server. */
const SERVER_YEARS = 10

type Dialog = { mode: 'add' } | { mode: 'edit' | 'view'; tithe: Tithe } | null

/** The tithe entries on the list frame: search, pages, view/add/edit/delete by permission. */
export function TithesList({
  church,
  can,
  actions,
}: {
  church: ChurchChoice
  can: Can
  actions: ReactNode
}) {
  const { t } = useLingui()
  const list = useListState()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const anonymous = t`Oferta anônima`
  // What a row is found by when searching (the columns' texts and the notes).
  const fieldsOf = useCallback(
    (x: Tithe, memberName: string | undefined) => [
      memberName ?? anonymous,
      methodLabel(x.paymentMethod),
      formatMoney(x.amount),
      formatDate(x.date),
      x.notes,
      church.churches.length > 1 ? church.nameOf(x.churchId) : '',
    ],
    [anonymous, church],
  )
  const data = useTithesList(list, fieldsOf)
  // A device keeping a part reads the rest from the server a month at a time (the newest first).
  const thisMonth = todayIso().slice(0, 7)
  const [month, setMonth] = useState(thisMonth)
  const serverRead = useMemo(() => tithesServerRead(month), [month])
  const readMonth = (next: string) => {
    setMonth(next)
    list.setPage(1)
    void readServerView(tithesServerRead(next))
  }
  // The last SERVER_YEARS years, and the shown month's (previous/next may step past them).
  const years = useMemo(() => {
    const shown = Number(month.slice(0, 4))
    const from = Math.min(Number(thisMonth.slice(0, 4)) - SERVER_YEARS + 1, shown)
    const to = Math.max(Number(thisMonth.slice(0, 4)), shown)
    return Array.from({ length: to - from + 1 }, (_, i) => from + i)
  }, [thisMonth, month])
  // Names may arrive after the rows (a placeholder meanwhile, never a wrong "anonymous").
  const nameOf = (tithe: Tithe) =>
    !tithe.memberId
      ? anonymous
      : data.namesReady
        ? (data.memberName(tithe.memberId) ?? anonymous)
        : '…'

  const columns: ListColumn<Tithe>[] = [
    { id: 'date', header: t`Data`, cell: (x) => formatDate(x.date) },
    {
      id: 'member',
      header: t`Membro`,
      wrap: true,
      cell: (x) =>
        x.memberId ? (
          nameOf(x)
        ) : (
          <Badge variant="subtle">
            <Trans>Oferta anônima</Trans>
          </Badge>
        ),
    },
    ...(church.churches.length > 1
      ? [
          {
            id: 'church',
            header: t`Igreja`,
            cell: (x: Tithe) => church.nameOf(x.churchId),
            wideOnly: true,
          },
        ]
      : []),
    // A phone shows date, member and amount; the method and church are in the tithe's view.
    { id: 'method', header: t`Forma`, cell: (x) => methodLabel(x.paymentMethod), wideOnly: true },
    { id: 'amount', header: t`Valor`, numeric: true, cell: (x) => formatMoney(x.amount) },
  ]

  const save = async (values: TitheFormValues) => {
    setBusy(true)
    try {
      if (dialog?.mode === 'edit') {
        const patch = changedFields(dialog.tithe, {
          memberId: values.memberId,
          amount: values.amount,
          date: values.date,
          paymentMethod: values.paymentMethod,
          notes: values.notes,
          eventId: values.eventId || null,
        })
        if (Object.keys(patch).length > 0)
          await mutate('tithe.update', { id: dialog.tithe.id, patch })
      } else {
        await mutate('tithe.create', { id: uuidv7(), ...values, eventId: values.eventId || null })
      }
      notify.success(t`Dízimo salvo.`)
      setDialog(null)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (tithe: Tithe) => {
    try {
      await mutate('tithe.delete', { id: tithe.id })
      notify.success(t`Dízimo excluído.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  return (
    <>
      <ListScreen<Tithe>
        title={t`Dízimos`}
        columns={columns}
        rows={data.rows}
        total={data.total}
        getRowId={(x) => x.id}
        entity="tithes"
        getRowLabel={(x) => `${nameOf(x)} · ${formatMoney(x.amount)}`}
        status={data.ready ? 'ready' : 'loading'}
        {...listProps(list)}
        searchPlaceholder={t`Buscar por membro, valor, data...`}
        can={can}
        addLabel={t`Novo dízimo`}
        onAdd={() => setDialog({ mode: 'add' })}
        onView={(tithe) => setDialog({ mode: 'view', tithe })}
        onEdit={(tithe) => setDialog({ mode: 'edit', tithe })}
        onDelete={remove}
        emptyTitle={<Trans>Nenhum dízimo lançado</Trans>}
        emptyDescription={
          <Trans>Use o modo culto para lançar os dízimos e ofertas de um culto.</Trans>
        }
        serverReads={serverRead}
        serverControls={
          <MonthControls
            month={month}
            years={years}
            onChange={readMonth}
            onToday={() => readMonth(thisMonth)}
          />
        }
        actions={actions}
      />
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={
          dialog?.mode === 'add'
            ? t`Novo dízimo`
            : dialog?.mode === 'edit'
              ? t`Editar dízimo`
              : t`Dízimo`
        }
        formId={dialog?.mode === 'view' ? undefined : 'tithe-form'}
        busy={busy}
      >
        {dialog?.mode === 'view' ? (
          <TitheView
            tithe={dialog.tithe}
            memberName={nameOf(dialog.tithe)}
            churchName={church.nameOf(dialog.tithe.churchId)}
          />
        ) : dialog ? (
          <TitheForm
            id="tithe-form"
            tithe={dialog.mode === 'edit' ? dialog.tithe : undefined}
            church={church}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </>
  )
}
