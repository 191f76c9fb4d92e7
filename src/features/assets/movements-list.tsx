import { Badge } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { movementsIssue, mutate, type AssetMovement } from '../../../sync'
import { changedFields, errorText } from '../../components/books'
import { FormDialog } from '../../components/form'
import { ListScreen, useListState, type ListColumn } from '../../components/list-screen'
import type { Can } from '../../components/session'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { assetIssueText, movementKindLabel } from './labels'
import { MovementForm, type MovementFormValues } from './movement-form'

type Dialog = { mode: 'add' } | { mode: 'edit'; movement: AssetMovement } | null

/**
 * The movements of one asset, newest first. Every write is checked against the mirror first
 * (no exit beyond the stock, no fewer entries than tagged items), as the server checks it again
 * when the write arrives.
 */
export function MovementsList({
  assetId,
  movements,
  itemCount,
  can,
}: {
  assetId: string
  movements: readonly AssetMovement[]
  itemCount: number
  can: Can
}) {
  const { t } = useLingui()
  const list = useListState()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const rows = [...movements].sort(
    (a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id),
  )
  const refusal = (next: readonly AssetMovement[]) => {
    const issue = movementsIssue(next, itemCount)
    return issue ? assetIssueText(issue) : null
  }

  const columns: ListColumn<AssetMovement>[] = [
    { id: 'date', header: t`Data`, cell: (m) => formatDate(m.date) },
    {
      id: 'kind',
      header: t`Tipo`,
      cell: (m) => (
        <Badge colorPalette={m.kind === 'entry' ? 'green' : 'orange'}>
          {movementKindLabel(m.kind)}
        </Badge>
      ),
    },
    { id: 'quantity', header: t`Quantidade`, numeric: true, cell: (m) => formatNumber(m.quantity) },
    {
      id: 'price',
      header: t`Preço unitário`,
      numeric: true,
      wideOnly: true,
      cell: (m) => formatMoney(m.price),
    },
    {
      id: 'total',
      header: t`Total`,
      numeric: true,
      cell: (m) => formatMoney(m.quantity * m.price),
    },
    {
      id: 'description',
      header: t`Descrição`,
      wrap: true,
      wideOnly: true,
      cell: (m) => m.description || '—',
    },
  ]

  const save = async (values: MovementFormValues) => {
    const editing = dialog?.mode === 'edit' ? dialog.movement : null
    const next = editing
      ? movements.map((m) => (m.id === editing.id ? { ...m, ...values } : m))
      : [...movements, { ...values } as AssetMovement]
    const refused = refusal(next)
    if (refused) throw new Error(refused)
    setBusy(true)
    try {
      if (editing) {
        const patch = changedFields(editing, values)
        if (Object.keys(patch).length > 0)
          await mutate('assetMovement.update', { id: editing.id, patch })
      } else await mutate('assetMovement.create', { id: uuidv7(), assetId, ...values })
      notify.success(t`Movimentação salva.`)
      setDialog(null)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (movement: AssetMovement) => {
    const refused = refusal(movements.filter((m) => m.id !== movement.id))
    if (refused) {
      notify.error(refused)
      return
    }
    try {
      await mutate('assetMovement.delete', { id: movement.id })
      notify.success(t`Movimentação excluída.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  const label = (m: AssetMovement) =>
    `${movementKindLabel(m.kind)} · ${formatNumber(m.quantity)} · ${formatDate(m.date)}`
  return (
    <>
      <ListScreen<AssetMovement>
        title={t`Movimentações`}
        columns={columns}
        {...list.paged(rows)}
        getRowId={(m) => m.id}
        entity="assetMovements"
        getRowLabel={label}
        can={can}
        addLabel={t`Nova movimentação`}
        onAdd={() => setDialog({ mode: 'add' })}
        onEdit={(movement) => setDialog({ mode: 'edit', movement })}
        onDelete={remove}
        emptyTitle={<Trans>Nenhuma movimentação</Trans>}
        emptyDescription={
          <Trans>Registre a entrada do que a igreja recebeu ou comprou: quantidade e preço.</Trans>
        }
      />
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? t`Editar movimentação` : t`Nova movimentação`}
        formId="movement-form"
        busy={busy}
      >
        {dialog ? (
          <MovementForm
            id="movement-form"
            movement={dialog.mode === 'edit' ? dialog.movement : undefined}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </>
  )
}
