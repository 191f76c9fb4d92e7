import { t } from '@lingui/core/macro'
import type { BillingPaymentMethod } from '../../../sync'

/** "Até 50 membros" for a plan's limit. */
export function planName(maxMembers: number): string {
  return t`Até ${maxMembers} membros`
}

export function paymentMethodName(method: BillingPaymentMethod): string {
  switch (method) {
    case 'card':
      return t`Cartão de crédito`
    case 'boleto':
      return t`Boleto`
    case 'pix':
      return t`PIX`
  }
}
