import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { isOpenEnded, mutate, passesStatus, realize, type StatusFilter } from '../../../../sync'
import { FormDialog } from '../../../components/form'
import {
  ListScreen,
  matchesSearch,
  useListState,
  useOpenFromAddress,
} from '../../../components/list-screen'
import { useCan } from '../../../components/session'
import { useShowsServer } from '../../../components/device-keep'
import { useWaitingEntries } from './use-waiting-entries'
import { formatDate, formatMoney } from '../../../lib/format'
import { notify, toaster } from '../../../lib/toaster'
import { askPermission, notificationPermission } from '../../../components/reminders'
import { categoryLabel, originLabel } from '../shared/labels'
import { AttachmentsPicker, queueFiles } from './attachments'
import { EntryForm } from './entry-form'
import { entryFields, paidNowPayment, type EntryFormValues } from './entry-form-schema'
import { ENTRY_KINDS, entryCode, isRevenue, type EntryKindName, type EntryRow } from './entry-kind'
import { useEntryColumns } from './entry-columns'
import { entryRowModel } from './entry-row-model'
import { entryAmountText, entrySummary } from './entry-row-texts'
import { EntryView } from './entry-view'
import { instalmentRow, type InstalmentRow } from './instalment-rows'
import { RealizeDialog } from './realize-dialog'
import { StatusFilterSelect } from './status-filter-select'
import { useEntries, type EntryWithRealization } from './use-entries'
import { changedFields, errorText, useChurchChoice } from '../../../components/books'

type Dialog =
  { mode: 'add'; id: string } | { mode: 'edit' | 'view'; entry: EntryWithRealization } | null

/** /revenues and /expenses on the list frame: what (its code under it), church, next due, instalment, realized, status. */
export function EntriesScreen({
  kind,
  initialFilter = 'all',
  openId,
}: {
  kind: EntryKindName
  /** The situation the list opens filtered by (`?situacao=` in the address). */
  initialFilter?: StatusFilter
  /** The entry to open on arrival (`?id=`: a tap in the calendar). */
  openId?: string
}) {
  const { t } = useLingui()
  const config = ENTRY_KINDS[kind]
  const granted = useCan(config.permission)
  // Entries read from the server (not kept on this device) are for reading only.
  const showsServer = useShowsServer(config.entity)
  const can = showsServer ? { ...granted, edit: false, delete: false } : granted
  const church = useChurchChoice()
  const data = useEntries(config)
  // Files queued on this device resume uploading as soon as a treasury screen is open.
  const list = useListState()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const [files, setFiles] = useState<File[]>([])
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(initialFilter)
  const [realizing, setRealizing] = useState<InstalmentRow | null>(null)
  const waiting = useWaitingEntries(config)
  useOpenFromAddress({
    id: openId,
    rows: data.ready ? data.entries : undefined,
    getRowId: (e) => e.row.id,
    open: (entry) => setDialog({ mode: 'view', entry }),
  })
  const what = (row: EntryRow) =>
    isRevenue(row) ? originLabel(row.origin) : categoryLabel(row.category)
  const pending = t`pendente`

  const filtered = useMemo(
    () =>
      data.entries.filter(
        ({ row, status, overdueSince }) =>
          passesStatus(statusFilter, status, overdueSince) &&
          matchesSearch(list.search, [
            entryCode(row) ?? pending,
            what(row),
            row.description,
            row.documentNumber,
            formatDate(row.dueDate),
            formatMoney(row.amount),
            church.several ? church.nameOf(row.churchId) : '',
          ]),
      ),
    [data.entries, list.search, pending, statusFilter, church],
  )

  const label = (e: EntryWithRealization) => {
    const m = entryRowModel(e, what(e.row))
    return `${m.title} · ${entryAmountText(m)}`
  }
  const columns = useEntryColumns({
    kind,
    what: (e) => what(e.row),
    churchName: church.several ? (e) => church.nameOf(e.row.churchId) : undefined,
    onRealize: can.edit ? realizeInstalment : undefined,
    label,
  })

  function realizeInstalment(
    entry: EntryWithRealization,
    instalment: EntryWithRealization['instalments'][number],
  ) {
    setDialog(null)
    setRealizing(
      instalmentRow(
        entry.row,
        entry.payments,
        instalment,
        isOpenEnded(entry.row) ? null : entry.instalments.length,
      ),
    )
  }
  const close = () => {
    setDialog(null)
    setFiles([])
  }
  const save = async (values: EntryFormValues) => {
    setBusy(true)
    try {
      const fields = entryFields(kind, values)
      let entryId: string
      if (dialog?.mode === 'edit') {
        entryId = dialog.entry.row.id
        const patch = changedFields(dialog.entry.row as unknown as Record<string, unknown>, fields)
        if (Object.keys(patch).length > 0)
          await mutate(config.mutations.update, { id: entryId, patch })
      } else {
        entryId = dialog?.mode === 'add' ? dialog.id : uuidv7()
        await mutate(config.mutations.create, {
          id: entryId,
          churchId: values.churchId,
          ...fields,
        })
        const history = kind === 'revenue' ? t`Recebido ao registrar` : t`Pago ao registrar`
        const payment = paidNowPayment(entryId, fields, values, history, uuidv7())
        if (payment) await mutate(config.paymentCreate, payment)
      }
      const existing = data.attachmentsOf(entryId).length
      await queueFiles(files, kind, entryId, existing)
      // Named, as the list shows it: the saved row may sit on another page of the list.
      const saved = entryRowModel(
        { row: fields, instalments: realize(fields, []).instalments },
        'origin' in fields ? originLabel(fields.origin) : categoryLabel(fields.category),
      )
      notify.success(kind === 'revenue' ? t`Receita salva.` : t`Despesa salva.`, {
        description: entrySummary(saved),
      })
      const hasAlert =
        fields.alertTime !== null || fields.alertDate !== null || fields.alertWeekday !== null
      // The moment to ask: the user just set an alert (never on load; docs/reminders.md).
      if (hasAlert && notificationPermission() === 'default')
        toaster.create({
          title: t`Quer ser avisado na hora do alerta?`,
          description: t`Ative as notificações deste aparelho.`,
          type: 'info',
          duration: 10_000,
          action: { label: t`Ativar notificações`, onClick: () => void askPermission() },
        })
      close()
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = async ({ row }: EntryWithRealization) => {
    try {
      await mutate(config.mutations.delete, { id: row.id })
      notify.success(t`Registro excluído.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  const title = kind === 'revenue' ? t`Receitas` : t`Despesas`
  return (
    <>
      <ListScreen<EntryWithRealization>
        title={title}
        columns={columns}
        {...list.paged(filtered)}
        getRowId={(e) => e.row.id}
        isPending={(e) => waiting.has(e.row.id)}
        keptEntity={config.entity}
        serverReads={config.serverReads}
        getRowLabel={label}
        status={data.ready ? 'ready' : 'loading'}
        searchPlaceholder={t`Buscar por código, descrição, valor...`}
        can={can}
        addLabel={kind === 'revenue' ? t`Nova receita` : t`Nova despesa`}
        onAdd={() => setDialog({ mode: 'add', id: uuidv7() })}
        onView={(entry) => setDialog({ mode: 'view', entry })}
        onEdit={(entry) => setDialog({ mode: 'edit', entry })}
        onDelete={remove}
        emptyTitle={
          kind === 'revenue' ? <Trans>Nenhuma receita</Trans> : <Trans>Nenhuma despesa</Trans>
        }
        actions={
          <>
            <StatusFilterSelect value={statusFilter} onChange={setStatusFilter} />
            <Button asChild variant="outline">
              <Link to={config.budgetsPath}>
                <Trans>Orçamentos</Trans>
              </Link>
            </Button>
          </>
        }
      />
      <FormDialog
        open={dialog !== null}
        onClose={close}
        title={
          dialog?.mode === 'view'
            ? label(dialog.entry)
            : dialog?.mode === 'edit'
              ? t`Editar lançamento`
              : kind === 'revenue'
                ? t`Nova receita`
                : t`Nova despesa`
        }
        formId={dialog?.mode === 'view' ? undefined : 'entry-form'}
        busy={busy}
      >
        {dialog?.mode === 'view' ? (
          <EntryView
            kind={kind}
            entry={dialog.entry}
            churchName={church.nameOf(dialog.entry.row.churchId)}
            attachments={data.attachmentsOf(dialog.entry.row.id)}
            canEdit={can.edit}
            onRealize={
              can.edit ? (instalment) => realizeInstalment(dialog.entry, instalment) : undefined
            }
          />
        ) : dialog ? (
          <EntryForm
            id="entry-form"
            kind={kind}
            row={dialog.mode === 'edit' ? dialog.entry.row : undefined}
            church={church}
            onSubmit={save}
            attachments={
              <AttachmentsPicker
                entryId={dialog.mode === 'add' ? dialog.id : dialog.entry.row.id}
                stored={dialog.mode === 'edit' ? data.attachmentsOf(dialog.entry.row.id) : []}
                files={files}
                onFilesChange={setFiles}
              />
            }
          />
        ) : null}
      </FormDialog>
      <RealizeDialog
        kind={kind}
        instalment={realizing}
        entryPayments={
          realizing
            ? (data.entries.find((e) => e.row.id === realizing.entry.id)?.payments ?? [])
            : []
        }
        onClose={() => setRealizing(null)}
      />
    </>
  )
}
