import { msg } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import type { SubscriptionStatus } from '../../../sync'

export const statusName = labels<SubscriptionStatus>({
  trial: msg`Teste grátis`,
  active: msg`Ativa`,
  past_due: msg`Pagamento em atraso`,
  cancelled: msg`Cancelada`,
})

/** 47 digits as the bank prints them: 00000.00000 00000.000000 00000.000000 0 00000000000000. */
export function formatBoletoLine(line: string): string {
  const d = line.replace(/\D/g, '')
  if (d.length !== 47) return line
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`
}
