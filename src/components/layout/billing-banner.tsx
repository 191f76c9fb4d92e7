import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { SubscriptionStatus } from '../../../sync'

export interface BannerBilling {
  status: SubscriptionStatus
  trialEndsAt: string
}

/** Whole days left until an ISO instant or date (never below 0). */
export function daysLeft(iso: string, now = new Date()): number {
  const end = new Date(iso.length === 10 ? `${iso}T23:59:59` : iso)
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 86_400_000))
}

/**
 * The organisation's subscription in the shell: past due for everyone (the data stays
 * available; administrators get the way to pay), the trial's days left for administrators.
 */
export function BillingBanner({
  billing,
  administrator,
}: {
  billing: BannerBilling | null | undefined
  administrator: boolean
}) {
  if (!billing) return null
  const toBilling = administrator ? (
    <ChakraLink asChild textDecoration="underline" fontWeight="medium">
      <Link to="/billing">
        <Trans>Ver assinatura</Trans>
      </Link>
    </ChakraLink>
  ) : null
  if (billing.status === 'past_due')
    return (
      <Alert.Root status="warning" mb="4" role="status" data-testid="billing-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Pagamento em atraso — seus dados continuam disponíveis.</Trans>
          </Alert.Title>
          {administrator ? (
            <Alert.Description>
              <Trans>Pague a fatura em aberto na tela de assinatura; nada fica bloqueado.</Trans>{' '}
              {toBilling}
            </Alert.Description>
          ) : null}
        </Alert.Content>
      </Alert.Root>
    )
  if (billing.status === 'trial' && administrator) {
    const days = daysLeft(billing.trialEndsAt)
    return (
      <Alert.Root status="info" mb="4" size="sm" role="status" data-testid="billing-banner">
        <Alert.Indicator />
        <Alert.Title>
          <Plural
            value={days}
            one="Teste grátis: # dia restante"
            other="Teste grátis: # dias restantes"
          />{' '}
          {toBilling}
        </Alert.Title>
      </Alert.Root>
    )
  }
  return null
}
