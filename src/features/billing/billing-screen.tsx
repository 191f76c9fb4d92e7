import type { ReactNode } from 'react'
import { Alert, Button, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useOnline } from '../../components/sync-status'
import { formatDate, formatMoney } from '../../lib/format'
import { ChangePlan } from './change-plan'
import { InvoiceList } from './invoice-list'
import { PayInvoice } from './pay-invoice'
import { NothingLockedLine, SubscriptionActions } from './subscription-actions'
import { SubscriptionCard } from './subscription-card'
import { useBilling } from './use-billing'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** /billing: the organisation's subscription for its administrators (issue 18). */
export function BillingScreen() {
  const { t } = useLingui()
  const online = useOnline()
  const { summary, error, loading, reload } = useBilling()
  return (
    <Stack gap="6" maxW="760px">
      <Heading as="h1" size="xl">
        <Trans>Assinatura</Trans>
      </Heading>
      {!online ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Sem conexão: a assinatura e os pagamentos precisam da internet.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {loading && !summary ? <Spinner color="brand.solid" aria-label={t`Carregando`} /> : null}
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{error}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={reload}>
            <Trans>Tentar novamente</Trans>
          </Button>
        </Alert.Root>
      ) : null}
      {summary ? (
        <>
          <SubscriptionCard summary={summary} />
          <NothingLockedLine />
          <Section title={<Trans>Próxima fatura</Trans>}>
            {summary.nextInvoice ? (
              <Card.Root data-testid="next-invoice">
                <Card.Body gap="4">
                  <Text>
                    {t`${formatMoney(summary.nextInvoice.amountCents)} com vencimento em ${formatDate(summary.nextInvoice.dueDate)}`}
                  </Text>
                  <PayInvoice
                    key={summary.nextInvoice.id}
                    invoice={summary.nextInvoice}
                    onPaid={reload}
                  />
                </Card.Body>
              </Card.Root>
            ) : (
              <Text color="fg.muted">
                <Trans>Nenhuma fatura em aberto.</Trans>
              </Text>
            )}
          </Section>
          <Section title={<Trans>Mudar de plano</Trans>}>
            <ChangePlan summary={summary} onChanged={reload} />
          </Section>
          <Section title={<Trans>Histórico de faturas</Trans>}>
            <InvoiceList invoices={summary.invoices} />
          </Section>
          <Section
            title={
              summary.status === 'cancelled' ? (
                <Trans>Reativar a assinatura</Trans>
              ) : (
                <Trans>Cancelar a assinatura</Trans>
              )
            }
          >
            <SubscriptionActions summary={summary} onChanged={reload} />
          </Section>
        </>
      ) : null}
    </Stack>
  )
}
