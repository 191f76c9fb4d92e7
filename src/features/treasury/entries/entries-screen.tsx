import { Badge, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, nextOpen, passesStatus, type StatusFilter } from '../../../../sync'
import { FormDialog } from '../../../components/form'
import {
  ListScreen,
  matchesSearch,
  useListState,
  useOpenFromAddress,
  type ListColumn,
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
import { entryFields, type EntryFormValues } from './entry-form-schema'
import { ENTRY_KINDS, entryCode, isRevenue, type EntryKindName, type EntryRow } from './entry-kind'
import { EntryStatusBadge } from './entry-status-badge'
import { EntryView } from './entry-view'
import { instalmentRow, type InstalmentRow } from './instalment-rows'
import { RealizeDialog } from './realize-dialog'
import { StatusFilterSelect } from './status-filter-select'
import { useEntries, type EntryWithRealization } from './use-entries'
import { changedFields, errorText, useChurchChoice } from '../../../components/books'

type Dialog =
  { mode: 'add'; id: string } | { mode: 'edit' | 'view'; entry: EntryWithRealization } | null

/** /revenues and /expenses on the list frame: code (pending until synced), what, due, amount, realized, status. */
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
          ]),
      ),
    [data.entries, list.search, pending, statusFilter],
  )

  const label = (e: EntryWithRealization) =>
    `${entryCode(e.row) ?? pending} · ${what(e.row)} · ${formatMoney(e.row.amount)}`
  const realizeColumn: ListColumn<EntryWithRealization> = {
    id: 'realize',
    header: <VisuallyHidden>{kind === 'revenue' ? t`Receber` : t`Pagar`}</VisuallyHidden>,
    cell: (entry) => {
      const instalment = nextOpen(entry.instalments)
      if (!instalment) return null
      return (
        <Button
          size="xs"
          variant="outline"
          onClick={() => realize(entry, instalment)}
          aria-label={kind === 'revenue' ? t`Receber ${label(entry)}` : t`Pagar ${label(entry)}`}
        >
          {kind === 'revenue' ? <Trans>Receber</Trans> : <Trans>Pagar</Trans>}
        </Button>
      )
    },
  }
  const columns: ListColumn<EntryWithRealization>[] = [
    {
      id: 'code',
      header: t`Código`,
      cell: ({ row }) =>
        entryCode(row) ?? (
          <Badge
            variant="outline"
            colorPalette="gray"
            title={t`O código chega quando o servidor receber o lançamento.`}
          >
            {pending}
          </Badge>
        ),
    },
    {
      id: 'what',
      header: kind === 'revenue' ? t`Origem / descrição` : t`Categoria / descrição`,
      cell: ({ row }) => (
        <Stack gap="0">
          <Text>{what(row)}</Text>
          {row.description ? (
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {row.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    // A phone shows code, what, amount and status; the due date and what was realised are in the view.
    {
      id: 'due',
      header: t`Vencimento`,
      cell: ({ row }) => formatDate(row.dueDate),
      wideOnly: true,
    },
    { id: 'amount', header: t`Valor`, numeric: true, cell: (e) => formatMoney(e.expected) },
    {
      id: 'realized',
      header: t`Realizado`,
      numeric: true,
      cell: (e) => formatMoney(e.realized),
      wideOnly: true,
    },
    {
      id: 'status',
      header: t`Situação`,
      cell: (e) => <EntryStatusBadge status={e.status} overdueSince={e.overdueSince} />,
    },
    ...(can.edit ? [realizeColumn] : []),
  ]

  const realize = (
    entry: EntryWithRealization,
    instalment: EntryWithRealization['instalments'][number],
  ) => {
    setDialog(null)
    setRealizing(instalmentRow(entry.row, entry.payments, instalment, entry.instalments.length))
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
      }
      const existing = data.attachmentsOf(entryId).length
      await queueFiles(files, kind, entryId, existing)
      notify.success(kind === 'revenue' ? t`Receita salva.` : t`Despesa salva.`)
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
        onDeleteCancel={() => notify.info(t`Ação cancelada.`)}
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
            onRealize={can.edit ? (instalment) => realize(dialog.entry, instalment) : undefined}
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
