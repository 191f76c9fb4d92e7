import { t } from '@lingui/core/macro'
import {
  ITEM_STATUSES,
  MOVEMENT_KINDS,
  type AssetIssue,
  type ItemStatus,
  type MovementKind,
} from '../../../sync'

/** The words of the inventory in the active language (read when shown, never stored). */

export function itemStatusLabel(status: ItemStatus): string {
  switch (status) {
    case 'in_use':
      return t`Em uso`
    case 'stored':
      return t`Guardado`
    case 'in_repair':
      return t`Em conserto`
    case 'lent':
      return t`Emprestado`
    case 'written_off':
      return t`Baixado`
  }
}

export const itemStatusOptions = () =>
  ITEM_STATUSES.map((value) => ({ value, label: itemStatusLabel(value) }))

export function movementKindLabel(kind: MovementKind): string {
  return kind === 'entry' ? t`Entrada` : t`Saída`
}

export const movementKindOptions = () =>
  MOVEMENT_KINDS.map((value) => ({ value, label: movementKindLabel(value) }))

/** The spec's messages for the inventory's rules (§5, §8), as the device checks them. */
export function assetIssueText(issue: AssetIssue): string {
  switch (issue) {
    case 'identifier_required':
      return t`Informe o identificador.`
    case 'identifier_taken':
      return t`Este identificador já existe`
    case 'item_limit_reached':
      return t`Limite de itens atingido`
    case 'asset_stock_negative':
      return t`A saída é maior que a quantidade em estoque.`
    case 'asset_items_over_entries':
      return t`O patrimônio ficaria com mais itens do que as entradas trouxeram. Exclua itens antes.`
    case 'quantity_must_be_positive':
      return t`A quantidade deve ser maior que zero.`
    case 'price_must_be_positive':
      return t`O preço deve ser maior que zero.`
    case 'asset_not_found':
      return t`Patrimônio não encontrado.`
    case 'expense_not_found':
      return t`Despesa não encontrada nesta igreja.`
    case 'invalid_movement_kind':
    case 'invalid_item_status':
      return t`Escolha uma opção da lista.`
  }
}

/** A form field's zod message, translated when the issue is raised (the form kit shows it as it is). */
export const issue = (code: AssetIssue) => ({ error: () => assetIssueText(code) })
