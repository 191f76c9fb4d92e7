import type { AssetIssue, MovementKind } from '../contracts/assets'

/**
 * What an asset holds, from its movements (issue 17; docs/assets.md), and the two rules its
 * items obey. Pure, shared by the device (checks against the mirror before queuing) and the
 * server (the same checks inside the write's transaction, on REST and on replay).
 */

export interface MovementLike {
  kind: MovementKind
  quantity: number
  /** Unit price in centavos. */
  price: number
}

export interface AssetBalance {
  /** Σ entries − Σ exits: what the church has now. */
  quantity: number
  /** Σ entries: how many pieces the movements brought in (the limit of tagged items). */
  entered: number
  /** Weighted average unit price of the entries, in centavos (0 without entries). */
  unitValue: number
  /** The value of what is held: quantity × average entry price, rounded to the centavo. */
  totalValue: number
}

export function assetBalance(movements: readonly MovementLike[]): AssetBalance {
  let entered = 0
  let exited = 0
  let enteredCost = 0
  for (const m of movements) {
    if (m.kind === 'entry') {
      entered += m.quantity
      enteredCost += m.quantity * m.price
    } else exited += m.quantity
  }
  const quantity = entered - exited
  const unitValue = entered > 0 ? Math.round(enteredCost / entered) : 0
  const totalValue = entered > 0 ? Math.round((enteredCost * quantity) / entered) : 0
  return { quantity, entered, unitValue, totalValue }
}

/** How an identifier is compared: trimmed, without case ('PAT-001' = ' pat-001 '). */
export const identifierKey = (identifier: string): string =>
  identifier.trim().toLocaleUpperCase('pt-BR')

/**
 * Why a set of movements cannot stand: an exit beyond what is held, or fewer pieces brought in
 * than tagged items already exist. Null when it can.
 */
export function movementsIssue(
  movements: readonly MovementLike[],
  itemCount: number,
): AssetIssue | null {
  const balance = assetBalance(movements)
  if (balance.quantity < 0) return 'asset_stock_negative'
  if (itemCount > balance.entered) return 'asset_items_over_entries'
  return null
}

/**
 * Why one more tagged item (or a renamed one) cannot be written: its identifier is taken in the
 * church, or the asset already has as many items as its movements brought in. Null when it can.
 */
export function itemIssue(input: {
  identifier: string
  /** Identifiers of the church's other live items (the one being edited left out). */
  takenIdentifiers: Iterable<string>
  /** The asset's other live items (the one being edited left out). */
  otherItemsOfAsset: number
  movements: readonly MovementLike[]
}): AssetIssue | null {
  const key = identifierKey(input.identifier)
  if (key === '') return 'identifier_required'
  for (const taken of input.takenIdentifiers)
    if (identifierKey(taken) === key) return 'identifier_taken'
  if (input.otherItemsOfAsset + 1 > assetBalance(input.movements).entered)
    return 'item_limit_reached'
  return null
}
