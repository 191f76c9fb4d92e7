import { msg, t } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import type { BillingPaymentMethod } from '../../../sync'

/** "Até 50 membros" for a plan's limit. */
export function planName(maxMembers: number): string {
  return t`Até ${maxMembers} membros`
}

/** How a payment method is named on the sign-up's plan step and the billing screen. */
export const paymentMethodName = labels<BillingPaymentMethod>({
  card: msg`Cartão de crédito`,
  boleto: msg`Boleto`,
  pix: msg`PIX`,
})
