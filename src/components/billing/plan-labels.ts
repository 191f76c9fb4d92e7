import { t } from '@lingui/core/macro'
import type { BillingPaymentMethod } from '../../../sync'

/** "Até 50 membros" for a plan's limit. */
export function planName(maxMembers: number): string {
  return t`Até ${maxMembers} membros`
}

/** How a payment method is named on the sign-up's plan step and the billing screen. */
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
