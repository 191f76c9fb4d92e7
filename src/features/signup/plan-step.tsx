import { Badge, Box, Flex, Stack, Text, chakra } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { BILLING_PAYMENT_METHODS, PLANS, smallestPlanFor } from '../../../sync'
import { contractMessage } from '../../components/form'
import { formatMoney } from '../../lib/format'
import { ChoiceCard } from './choice-card'
import { paymentMethodName, planName } from '../../components/billing/plan-labels'

/** Step 4: the plan (the smallest one for the member count suggested) and how to pay after the trial. */
export function PlanStep({ memberCount }: { memberCount: number | null }) {
  const { t } = useLingui()
  const { formState } = useFormContext()
  const suggested = memberCount ? smallestPlanFor(memberCount) : null
  const planError = (formState.errors.plan as { planId?: { message?: string } } | undefined)?.planId
    ?.message
  return (
    <>
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" mb="2">
          <Trans>Plano</Trans>
        </chakra.legend>
        <Stack gap="2">
          {PLANS.map((plan) => (
            <ChoiceCard key={plan.id} name="plan.planId" value={plan.id} testId={`plan-${plan.id}`}>
              <Flex flex="1" justify="space-between" align="center" gap="2" wrap="wrap">
                <Box>
                  <Text fontWeight="medium">{planName(plan.maxMembers)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t`${formatMoney(plan.priceCents)} por mês`}
                  </Text>
                </Box>
                {suggested?.id === plan.id ? (
                  <Badge colorPalette="green">
                    <Trans>Sugerido</Trans>
                  </Badge>
                ) : null}
              </Flex>
            </ChoiceCard>
          ))}
        </Stack>
        {planError ? (
          <Text color="fg.error" fontSize="sm" mt="1">
            {contractMessage(planError)}
          </Text>
        ) : null}
      </chakra.fieldset>
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" mb="1">
          <Trans>Forma de pagamento</Trans>
        </chakra.legend>
        <Text fontSize="sm" color="fg.muted" mb="2">
          <Trans>Escolhida agora, cobrada só depois do mês grátis.</Trans>
        </Text>
        <Stack gap="2" direction={{ base: 'column', sm: 'row' }}>
          {BILLING_PAYMENT_METHODS.map((method) => (
            <ChoiceCard key={method} name="plan.paymentMethod" value={method}>
              <Text>{paymentMethodName(method)}</Text>
            </ChoiceCard>
          ))}
        </Stack>
      </chakra.fieldset>
    </>
  )
}
