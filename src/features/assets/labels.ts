import { msg, t } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import {
  ITEM_STATUSES,
  MOVEMENT_KINDS,
  type AssetIssue,
  type ItemStatus,
  type MovementKind,
} from '../../../sync'

/** The words of the inventory in the active language (read when shown, never stored). */

export const itemStatusLabel = labels<ItemStatus>({
  in_use: msg`Em uso`,
  stored: msg`Guardado`,
  in_repair: msg`Em conserto`,
  lent: msg`Emprestado`,
  written_off: msg`Baixado`,
})

export const itemStatusOptions = () =>
  ITEM_STATUSES.map((value) => ({ value, label: itemStatusLabel(value) }))

export function movementKindLabel(kind: MovementKind): string {
  return kind === 'entry' ? t`Entrada` : t`Saída`
}

export const movementKindOptions = () =>
  MOVEMENT_KINDS.map((value) => ({ value, label: movementKindLabel(value) }))

/** The spec's messages for the inventory's rules (§5, §8), as the device checks them. */
export const assetIssueText = labels<AssetIssue>({
  identifier_required: msg`Informe o identificador.`,
  identifier_taken: msg`Este identificador já existe`,
  item_limit_reached: msg`Limite de itens atingido`,
  asset_stock_negative: msg`A saída é maior que a quantidade em estoque.`,
  asset_items_over_entries: msg`O patrimônio ficaria com mais itens do que as entradas trouxeram. Exclua itens antes.`,
  quantity_must_be_positive: msg`A quantidade deve ser maior que zero.`,
  price_must_be_positive: msg`O preço deve ser maior que zero.`,
  asset_not_found: msg`Patrimônio não encontrado.`,
  expense_not_found: msg`Despesa não encontrada nesta igreja.`,
  invalid_movement_kind: msg`Escolha uma opção da lista.`,
  invalid_item_status: msg`Escolha uma opção da lista.`,
})

/** A form field's zod message, translated when the issue is raised (the form kit shows it as it is). */
export const issue = (code: AssetIssue) => ({ error: () => assetIssueText(code) })
