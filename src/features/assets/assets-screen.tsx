import { Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, type Asset } from '../../../sync'
import { changedFields, errorText, useChurchChoice } from '../../components/books'
import { FormDialog } from '../../components/form'
import {
  ListScreen,
  ListTitle,
  matchesSearch,
  useListState,
  type ListColumn,
} from '../../components/list-screen'
import { useCan } from '../../components/session'
import { formatMoney, formatNumber } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { AssetForm, type AssetFormValues } from './asset-form'
import { InventoryExport } from './inventory-export-button'
import { InventorySummary } from './inventory-summary'
import { useInventory, type AssetLine } from './use-inventory'

type Dialog = { mode: 'add' } | { mode: 'edit'; asset: Asset } | null

/** /assets: the church's inventory — each asset with what its movements hold, its value and tagged items. */
export function AssetsScreen() {
  const { t } = useLingui()
  const can = useCan('ASSETS')
  const church = useChurchChoice()
  const inventory = useInventory()
  const list = useListState()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const several = church.several

  const filtered = inventory.lines.filter((l) =>
    matchesSearch(list.search, [
      l.asset.name,
      l.asset.subdivision,
      l.asset.description,
      several ? church.nameOf(l.asset.churchId) : '',
    ]),
  )
  const columns: ListColumn<AssetLine>[] = [
    {
      id: 'name',
      header: t`Nome`,
      wrap: true,
      // Above several churches each row names its church (on a phone's card too).
      cell: (l) => (
        <ListTitle
          title={l.asset.name}
          detail={several ? church.nameOf(l.asset.churchId) : undefined}
        />
      ),
    },
    { id: 'subdivision', header: t`Subdivisão`, cell: (l) => l.asset.subdivision || '—' },
    { id: 'quantity', header: t`Quantidade`, numeric: true, cell: (l) => formatNumber(l.quantity) },
    {
      id: 'items',
      header: t`Itens`,
      numeric: true,
      wideOnly: true,
      cell: (l) => `${formatNumber(l.items)} / ${formatNumber(l.entered)}`,
    },
    {
      id: 'unit',
      header: t`Valor unitário`,
      numeric: true,
      wideOnly: true,
      cell: (l) => formatMoney(l.unitValue),
    },
    { id: 'total', header: t`Preço total`, numeric: true, cell: (l) => formatMoney(l.totalValue) },
  ]

  const open = (l: AssetLine) =>
    void navigate({ to: '/assets/$assetId', params: { assetId: l.asset.id } })

  const save = async (values: AssetFormValues) => {
    setBusy(true)
    try {
      if (dialog?.mode === 'edit') {
        const patch = changedFields(dialog.asset, {
          name: values.name,
          subdivision: values.subdivision,
          description: values.description,
        })
        if (Object.keys(patch).length > 0)
          await mutate('asset.update', { id: dialog.asset.id, patch })
        setDialog(null)
      } else {
        const id = uuidv7()
        await mutate('asset.create', { id, ...values })
        setDialog(null)
        // A new asset has nothing yet: its page is where the first movement is entered.
        void navigate({ to: '/assets/$assetId', params: { assetId: id } })
      }
      notify.success(t`Patrimônio salvo.`)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (l: AssetLine) => {
    try {
      await mutate('asset.delete', { id: l.asset.id })
      notify.success(t`Patrimônio excluído.`)
    } catch (error) {
      notify.error(t`Erro ao excluir: ${errorText(error)}`)
    }
  }

  return (
    <Stack gap="6">
      <ListScreen<AssetLine>
        title={t`Patrimônio`}
        columns={columns}
        {...list.paged(filtered)}
        getRowId={(l) => l.asset.id}
        entity="assets"
        getRowLabel={(l) => l.asset.name}
        status={inventory.ready ? 'ready' : 'loading'}
        searchPlaceholder={t`Buscar por nome, subdivisão...`}
        can={can}
        addLabel={t`Novo patrimônio`}
        onAdd={() => setDialog({ mode: 'add' })}
        onView={open}
        onEdit={(l) => setDialog({ mode: 'edit', asset: l.asset })}
        onDelete={remove}
        deleteDescription={(label) => (
          <Trans>
            Excluir “{label}” exclui também as suas movimentações e itens. Esta ação não pode ser
            desfeita.
          </Trans>
        )}
        emptyTitle={<Trans>Nenhum patrimônio cadastrado</Trans>}
        emptyDescription={
          <Trans>
            Cadastre o que a igreja possui — cadeiras, instrumentos, equipamentos de som, veículos —
            e registre as entradas e saídas.
          </Trans>
        }
        actions={<InventoryExport inventory={inventory} church={church} />}
      />
      {inventory.ready && inventory.lines.length > 0 ? (
        <InventorySummary lines={inventory.lines} />
      ) : null}
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? t`Editar patrimônio` : t`Novo patrimônio`}
        formId="asset-form"
        busy={busy}
      >
        {dialog ? (
          <AssetForm
            id="asset-form"
            asset={dialog.mode === 'edit' ? dialog.asset : undefined}
            church={church}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </Stack>
  )
}
