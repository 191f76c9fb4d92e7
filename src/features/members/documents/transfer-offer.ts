import { useSyncExternalStore } from 'react'
import type { Member } from '../../../../sync'

/**
 * The transfer letter offered right after a transfer is confirmed (the transfer dialog says so
 * here, the member's documents offer it): the member as they were at the sending church (the
 * device moves the row to the destination at once), the church they left, where to and when.
 * Kept in memory for this page's life: later, the letter is made from the transfer's record.
 */
export interface TransferOffer {
  member: Member
  fromChurchId: string
  toChurchName: string
  date: string
}

let offers: ReadonlyMap<string, TransferOffer> = new Map()
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function offerTransferLetter(offer: TransferOffer): void {
  offers = new Map(offers).set(offer.member.id, offer)
  emit()
}

export function dismissTransferOffer(memberId: string): void {
  if (!offers.has(memberId)) return
  const next = new Map(offers)
  next.delete(memberId)
  offers = next
  emit()
}

export function useTransferOffer(memberId: string): TransferOffer | undefined {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => offers,
  )
  return all.get(memberId)
}
