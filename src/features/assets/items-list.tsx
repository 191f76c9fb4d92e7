import { Badge, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { identifierKey, itemIssue, mutate, type AssetItem, type AssetMovement } from '../../../sync'
import { changedFields, errorText } from '../../components/books'
import { FormDialog } from '../../components/form'
import {
  ListScreen,
  matchesSearch,
  useListState,
  type ListColumn,
} from '../../components/list-screen'
import type { Can } from '../../components/session'
import { formatDate, formatNumber } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { ItemForm, type ItemFormValues } from './item-form'
import { assetIssueText, itemStatusLabel } from './labels'

type Dialog = { mode: 'add' } | { mode: 'edit'; item: AssetItem } | null

const STATUS_PALETTE: Record<AssetItem['status'], string> = {
  in_use: 'green',
  stored: 'gray',
  in_repair: 'orange',
  lent: 'blue',
  written_off: 'red',
}

/**
 * The tagged pieces of one asset. Before queuing, the device checks the spec's rules against its
 * mirror — the identifier unique in the church, no more items than the entries brought in —
 * and the server checks them again when the write arrives (a device that lost the race sees it
 * in "Sincronização deste aparelho" with the same message).
 */
export function ItemsList({
  assetId,
  items,
  churchItems,
  movements,
  entered,
  can,
}: {
  assetId: string
  items: readonly AssetItem[]
  /** Every live item of the asset's church (the identifiers taken). */
  churchItems: readonly AssetItem[]
  movements: readonly AssetMovement[]
  entered: number
  can: Can
}) {
  const { t } = useLingui()
  const list = useListState()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const rows = [...items]
    .sort((a, b) => identifierKey(a.identifier).localeCompare(identifierKey(b.identifier)))
    .filter((i) => matchesSearch(list.search, [i.identifier, itemStatusLabel(i.status), i.notes]))

  const columns: ListColumn<AssetItem>[] = [
    { id: 'identifier', header: t`Identificador`, cell: (i) => i.identifier },
    {
      id: 'status',
      header: t`Situação`,
      cell: (i) => (
        <Badge colorPalette={STATUS_PALETTE[i.status]}>{itemStatusLabel(i.status)}</Badge>
      ),
    },
    { id: 'since', header: t`Desde`, cell: (i) => formatDate(i.statusChangedOn) },
    {
      id: 'notes',
      header: t`Observações`,
      wrap: true,
      wideOnly: true,
      cell: (i) => i.notes || '—',
    },
  ]

  const save = async (values: ItemFormValues) => {
    const editing = dialog?.mode === 'edit' ? dialog.item : null
    const others = (list: readonly AssetItem[]) => list.filter((i) => i.id !== editing?.id)
    const issue = itemIssue({
      identifier: values.identifier,
      takenIdentifiers: others(churchItems).map((i) => i.identifier),
      // An edit does not add a piece: only its identifier is checked.
      otherItemsOfAsset: editing ? 0 : others(items).length,
      movements: editing ? [{ kind: 'entry', quantity: 1, price: 1 }] : movements,
    })
    if (issue) throw new Error(assetIssueText(issue))
    setBusy(true)
    try {
      if (editing) {
        const patch = changedFields(editing, values)
        if (Object.keys(patch).length > 0)
          await mutate('assetItem.update', { id: editing.id, patch })
      } else await mutate('assetItem.create', { id: uuidv7(), assetId, ...values })
      notify.success(t`Item salvo.`)
      setDialog(null)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (item: AssetItem) => {
    try {
      await mutate('assetItem.delete', { id: item.id })
      notify.success(t`Item excluído.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  return (
    <>
      <ListScreen<AssetItem>
        title={t`Itens`}
        columns={columns}
        {...list.paged(rows)}
        getRowId={(i) => i.id}
        entity="assetItems"
        getRowLabel={(i) => i.identifier}
        searchPlaceholder={t`Buscar por identificador, situação...`}
        can={can}
        addLabel={t`Novo item`}
        onAdd={() => setDialog({ mode: 'add' })}
        onEdit={(item) => setDialog({ mode: 'edit', item })}
        onDelete={remove}
        emptyTitle={<Trans>Nenhum item identificado</Trans>}
        emptyDescription={
          <Trans>Cadastre cada peça com o número da sua plaqueta de patrimônio.</Trans>
        }
        actions={
          <Text fontSize="sm" color="fg.muted" alignSelf="center" data-testid="items-count">
            {plural(entered, {
              one: `${formatNumber(items.length)} de # item`,
              other: `${formatNumber(items.length)} de # itens`,
            })}
          </Text>
        }
      />
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? t`Editar item` : t`Novo item`}
        formId="item-form"
        busy={busy}
      >
        {dialog ? (
          <ItemForm
            id="item-form"
            item={dialog.mode === 'edit' ? dialog.item : undefined}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </>
  )
}
