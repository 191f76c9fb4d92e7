import { Button, Stack, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import {
  hasPermission,
  mutate,
  mutateMany,
  todayIso,
  type Liability,
  type MutationWrite,
} from '../../../sync'
import { changedFields, errorText, useChurchChoice } from '../../components/books'
import { FigureTiles } from '../../components/figure-tiles'
import { FormDialog } from '../../components/form'
import {
  ListScreen,
  ListTitle,
  matchesSearch,
  useListState,
  useOpenFromAddress,
  type ListColumn,
} from '../../components/list-screen'
import { useMirrorRows } from '../../components/mirror'
import { useCan, useSession } from '../../components/session'
import { formatDate, formatMoney } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { LiabilityForm, type LiabilityFormValues } from './liability-form'
import { LiabilityStatus, liabilityState } from './liability-status'
import { LiabilityView } from './liability-view'
import { SettleForm, type SettleFormValues } from './settle-form'

type Dialog =
  | { mode: 'add' }
  | { mode: 'view'; liability: Liability }
  | { mode: 'edit'; liability: Liability }
  | { mode: 'settle'; liability: Liability }
  | null

/** /liabilities: what the church owes, by due date; overdue ones marked; settling one can record its expense payment. */
export function LiabilitiesScreen({
  openId,
}: {
  /** The liability to open on arrival (`?id=`). */ openId?: string
}) {
  const { t } = useLingui()
  const can = useCan('LIABILITIES')
  const permissions = useSession().user?.role.permissions
  const canRecordExpense =
    hasPermission(permissions, 'ADD_EXPENSES') && hasPermission(permissions, 'EDIT_EXPENSES')
  const church = useChurchChoice()
  const rows = useMirrorRows('liabilities')
  const list = useListState()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const several = church.several
  // Opened for editing where the user may edit; otherwise to read.
  useOpenFromAddress({
    id: openId,
    rows,
    getRowId: (l) => l.id,
    open: (liability) => setDialog({ mode: can.edit ? 'edit' : 'view', liability }),
  })

  // Open ones first, by due date; settled ones after, the latest first.
  const sorted = useMemo(
    () =>
      [...(rows ?? [])].sort((a, b) => {
        const sa = a.settledOn ? 1 : 0
        const sb = b.settledOn ? 1 : 0
        if (sa !== sb) return sa - sb
        return sa ? b.dueDate.localeCompare(a.dueDate) : a.dueDate.localeCompare(b.dueDate)
      }),
    [rows],
  )
  const filtered = sorted.filter((l) =>
    matchesSearch(list.search, [
      l.name,
      l.subdivision,
      l.description,
      formatDate(l.dueDate),
      formatMoney(l.value),
      several ? church.nameOf(l.churchId) : '',
    ]),
  )
  const today = todayIso()
  const open = sorted.filter((l) => !l.settledOn)
  const monthEnd = `${today.slice(0, 7)}-31`
  const totals: [string, string][] = [
    [t`Em aberto`, formatMoney(open.reduce((s, l) => s + l.value, 0))],
    [
      t`Vence até o fim do mês`,
      // What is still to fall due this month: the overdue ones are the next figure, not this one.
      formatMoney(
        open
          .filter((l) => l.dueDate >= today && l.dueDate <= monthEnd)
          .reduce((s, l) => s + l.value, 0),
      ),
    ],
    [
      t`Vencido`,
      formatMoney(
        open.filter((l) => liabilityState(l, today) === 'overdue').reduce((s, l) => s + l.value, 0),
      ),
    ],
  ]

  const settleColumn: ListColumn<Liability> = {
    id: 'settle',
    header: <VisuallyHidden>{t`Quitar`}</VisuallyHidden>,
    cell: (l) =>
      l.settledOn ? null : (
        <Button
          size="xs"
          variant="outline"
          onClick={() => setDialog({ mode: 'settle', liability: l })}
          aria-label={t`Quitar ${l.name}`}
        >
          <Trans>Quitar</Trans>
        </Button>
      ),
  }
  const columns: ListColumn<Liability>[] = [
    {
      id: 'name',
      header: t`Nome`,
      wrap: true,
      // Above several churches each row names its church (on a phone's card too).
      cell: (l) => (
        <ListTitle title={l.name} detail={several ? church.nameOf(l.churchId) : undefined} />
      ),
    },
    {
      id: 'subdivision',
      header: t`Subdivisão`,
      wideOnly: true,
      cell: (l) => l.subdivision || '—',
    },
    { id: 'due', header: t`Vencimento`, cell: (l) => formatDate(l.dueDate) },
    { id: 'value', header: t`Valor`, numeric: true, cell: (l) => formatMoney(l.value) },
    { id: 'status', header: t`Situação`, cell: (l) => <LiabilityStatus liability={l} /> },
    ...(can.edit ? [settleColumn] : []),
  ]

  const save = async (values: LiabilityFormValues) => {
    setBusy(true)
    try {
      if (dialog?.mode === 'edit') {
        const patch = changedFields(dialog.liability, {
          name: values.name,
          subdivision: values.subdivision,
          description: values.description,
          value: values.value,
          dueDate: values.dueDate,
        })
        if (Object.keys(patch).length > 0)
          await mutate('liability.update', { id: dialog.liability.id, patch })
      } else await mutate('liability.create', { id: uuidv7(), ...values })
      notify.success(t`Passivo salvo.`)
      setDialog(null)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  /** The expense and its payment first, then the liability pointing at it: one queue, in order. */
  const settle = async (liability: Liability, values: SettleFormValues) => {
    setBusy(true)
    try {
      const writes: MutationWrite[] = []
      let expenseId: string | null = null
      if (canRecordExpense && values.recordExpense) {
        expenseId = uuidv7()
        writes.push(
          {
            name: 'expense.create',
            args: {
              id: expenseId,
              churchId: liability.churchId,
              amount: liability.value,
              category: 'other',
              dueDate: values.settledOn,
              issueDate: values.settledOn,
              paymentMethod: values.paymentMethod,
              description: t`Quitação: ${liability.name}`,
            },
          },
          {
            name: 'expensePayment.create',
            args: {
              id: uuidv7(),
              entryId: expenseId,
              instalmentDate: values.settledOn,
              amount: liability.value,
              date: values.settledOn,
              history: t`Quitação do passivo ${liability.name}`,
              paymentMethod: values.paymentMethod,
            },
          },
        )
      }
      writes.push({
        name: 'liability.update',
        args: { id: liability.id, patch: { settledOn: values.settledOn, expenseId } },
      })
      await mutateMany(writes)
      notify.success(t`Passivo quitado.`)
      setDialog(null)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (liability: Liability) => {
    try {
      await mutate('liability.delete', { id: liability.id })
      notify.success(t`Passivo excluído.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  return (
    <Stack gap="6">
      <ListScreen<Liability>
        title={t`Passivos`}
        columns={columns}
        {...list.paged(filtered)}
        getRowId={(l) => l.id}
        entity="liabilities"
        getRowLabel={(l) => `${l.name} · ${formatMoney(l.value)}`}
        status={rows === undefined ? 'loading' : 'ready'}
        searchPlaceholder={t`Buscar por nome, vencimento, valor...`}
        can={can}
        addLabel={t`Novo passivo`}
        onAdd={() => setDialog({ mode: 'add' })}
        onView={(liability) => setDialog({ mode: 'view', liability })}
        onEdit={(liability) => setDialog({ mode: 'edit', liability })}
        onDelete={remove}
        emptyTitle={<Trans>Nenhum passivo cadastrado</Trans>}
        emptyDescription={
          <Trans>
            Registre o que a igreja deve — um empréstimo da reforma, as parcelas do som — com o
            vencimento.
          </Trans>
        }
      />
      {open.length > 0 ? (
        <FigureTiles figures={totals} label={t`Totais dos passivos`} testId="liabilities-summary" />
      ) : null}
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={
          dialog?.mode === 'settle'
            ? t`Quitar passivo`
            : dialog?.mode === 'edit'
              ? t`Editar passivo`
              : dialog?.mode === 'view'
                ? t`Passivo`
                : t`Novo passivo`
        }
        formId={
          dialog?.mode === 'view'
            ? undefined
            : dialog?.mode === 'settle'
              ? 'settle-form'
              : 'liability-form'
        }
        submitLabel={dialog?.mode === 'settle' ? <Trans>Quitar</Trans> : undefined}
        busy={busy}
      >
        {dialog?.mode === 'view' ? (
          <LiabilityView
            liability={dialog.liability}
            churchName={church.nameOf(dialog.liability.churchId)}
          />
        ) : dialog?.mode === 'settle' ? (
          <SettleForm
            id="settle-form"
            liability={dialog.liability}
            canRecordExpense={canRecordExpense}
            onSubmit={(values) => settle(dialog.liability, values)}
          />
        ) : dialog ? (
          <LiabilityForm
            id="liability-form"
            liability={dialog.mode === 'edit' ? dialog.liability : undefined}
            church={church}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </Stack>
  )
}
