import { useState } from 'react'
import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PLANS, changePlan, type BillingSummary, type PlanId } from '../../../sync'
import { notify } from '../../lib/toaster'
import { formatMoney, formatNumber } from '../../lib/format'
import { billingErrorText } from './billing-error'
import { planName } from '../../components/billing/plan-labels'

/** Change plan: the ones smaller than the member count are disabled, saying why. */
export function ChangePlan({
  summary,
  onChanged,
}: {
  summary: BillingSummary
  onChanged: () => void
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<PlanId | null>(null)
  const [error, setError] = useState<string | null>(null)
  const choose = async (planId: PlanId) => {
    setBusy(planId)
    setError(null)
    try {
      await changePlan(planId)
      notify.success(t`Plano alterado.`)
      onChanged()
    } catch (failure) {
      setError(billingErrorText(failure))
    } finally {
      setBusy(null)
    }
  }
  const count = formatNumber(summary.memberCount)
  return (
    <Stack gap="2">
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {PLANS.map((plan) => {
        const current = plan.id === summary.planId
        const tooSmall = plan.maxMembers < summary.memberCount
        return (
          <Flex
            key={plan.id}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            gap="3"
            align="center"
            justify="space-between"
            wrap="wrap"
            data-testid={`change-plan-${plan.id}`}
          >
            <div>
              <Text fontWeight="medium">{planName(plan.maxMembers)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t`${formatMoney(plan.priceCents)} por mês`}
              </Text>
              {tooSmall ? (
                <Text fontSize="sm" color="fg.warning">
                  {t`A organização tem ${count} membros: este plano não comporta.`}
                </Text>
              ) : null}
            </div>
            {current ? (
              <Text fontSize="sm" fontWeight="medium">
                <Trans>Plano atual</Trans>
              </Text>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={tooSmall || busy !== null}
                loading={busy === plan.id}
                onClick={() => void choose(plan.id)}
              >
                <Trans>Mudar para este plano</Trans>
              </Button>
            )}
          </Flex>
        )
      })}
    </Stack>
  )
}
