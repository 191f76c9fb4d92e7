import { Badge, Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { localDateOf, type Invoice } from '../../../sync'
import { formatDate, formatMoney } from '../../lib/format'

function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui()
  if (invoice.status === 'paid')
    return (
      <Badge colorPalette="green">
        {invoice.paidAt ? t`Paga em ${formatDate(localDateOf(invoice.paidAt))}` : t`Paga`}
      </Badge>
    )
  if (invoice.status === 'void') return <Badge>{t`Cancelada`}</Badge>
  return <Badge colorPalette="orange">{t`Em aberto`}</Badge>
}

/** The invoices, newest first: the month paid for, due date, amount and status. */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  const { t } = useLingui()
  if (invoices.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>Nenhuma fatura ainda.</Trans>
      </Text>
    )
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Histórico de faturas`}>
      {invoices.map((invoice) => (
        <Flex
          as="li"
          key={invoice.id}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          justify="space-between"
          align="center"
          gap="2"
          wrap="wrap"
          data-testid="invoice"
          data-status={invoice.status}
        >
          <div>
            <Text fontWeight="medium">
              {t`${formatDate(invoice.periodStart)} a ${formatDate(invoice.periodEnd)}`}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t`Vencimento ${formatDate(invoice.dueDate)}`}
            </Text>
          </div>
          <Flex align="center" gap="3">
            <Text fontWeight="semibold">{formatMoney(invoice.amountCents)}</Text>
            <InvoiceStatus invoice={invoice} />
          </Flex>
        </Flex>
      ))}
    </Stack>
  )
}
