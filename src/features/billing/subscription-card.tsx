import { Badge, Card, DataList, Progress, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  localDateOf,
  MEMBER_LIMIT_WARNING_RATIO,
  planById,
  type BillingSummary,
} from '../../../sync'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import { daysLeft } from '../../components/layout/billing-banner'
import { paymentMethodName, planName } from '../../components/billing/plan-labels'
import { statusName } from './billing-labels'

const STATUS_PALETTE = {
  trial: 'blue',
  active: 'green',
  past_due: 'red',
  cancelled: 'gray',
} as const

/** The plan, its status (days left of the trial), and the members against the plan's limit. */
export function SubscriptionCard({ summary }: { summary: BillingSummary }) {
  const { t } = useLingui()
  const plan = planById(summary.planId)
  const days = daysLeft(summary.trialEndsAt)
  const ratio = summary.memberLimit > 0 ? summary.memberCount / summary.memberLimit : 0
  const near = ratio >= MEMBER_LIMIT_WARNING_RATIO
  const count = formatNumber(summary.memberCount)
  const limit = formatNumber(summary.memberLimit)
  return (
    <Card.Root>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t`Plano`}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="billing-plan">
              {plan
                ? `${planName(plan.maxMembers)} · ${t`${formatMoney(plan.priceCents)} por mês`}`
                : summary.planId}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Situação`}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="billing-status">
              <Badge colorPalette={STATUS_PALETTE[summary.status]}>
                {statusName(summary.status)}
              </Badge>
              {summary.status === 'trial' ? (
                <Text as="span" ms="2">
                  {plural(days, { one: '# dia restante', other: '# dias restantes' })}{' '}
                  {t`(até ${formatDate(localDateOf(summary.trialEndsAt))})`}
                </Text>
              ) : null}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Forma de pagamento`}</DataList.ItemLabel>
            <DataList.ItemValue>{paymentMethodName(summary.paymentMethod)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Membros`}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="billing-members">{t`${count} de ${limit}`}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Progress.Root
          value={Math.min(100, Math.round(ratio * 100))}
          colorPalette={near ? 'orange' : 'green'}
          size="sm"
          aria-label={t`Membros do plano`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {near ? (
          <Text color="fg.warning" fontSize="sm">
            <Trans>
              Perto do limite do plano: mude de plano para continuar cadastrando membros.
            </Trans>
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
