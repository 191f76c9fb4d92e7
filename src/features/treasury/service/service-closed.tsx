import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AppIcon } from '../../../components/layout'
import { useOnline } from '../../../components/sync-status'
import { formatMoney } from '../../../lib/format'
import type { ClosingRecord } from './closing-report'
import { useClosingPdf } from './use-closing-pdf'

/**
 * "Culto encerrado": the count against the cash entered, how many of the service's entries are
 * still only on this phone (sent when there is signal) or that all were sent, the PDF, and one
 * way out. Drawn in the page, not a dialog or a toast, so nothing covers the difference; it
 * stays after a reload until "Concluir".
 */
export function ServiceClosed({
  record,
  churchName,
  entries,
  waiting,
  onFinish,
}: {
  record: ClosingRecord
  churchName: string
  /** How many entries the service has. */
  entries: number
  /** How many of them are still only on this phone (undefined: not known yet). */
  waiting: number | undefined
  onFinish: () => void
}) {
  const { t } = useLingui()
  const online = useOnline()
  const closingPdf = useClosingPdf()
  const { difference } = record.figures

  return (
    <Stack
      gap="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      px={{ base: '4', md: '6' }}
      py="4"
      data-testid="closing-done"
    >
      <Heading as="h2" size="lg">
        <Trans>Culto encerrado</Trans>
      </Heading>
      <Text
        fontWeight="medium"
        color={difference === 0 ? 'fg.success' : 'fg.error'}
        data-testid="closing-done-difference"
      >
        {difference === 0
          ? t`A contagem confere com os lançamentos em dinheiro.`
          : difference < 0
            ? t`Faltaram ${formatMoney(-difference)} em relação aos lançamentos em dinheiro.`
            : t`Sobraram ${formatMoney(difference)} em relação aos lançamentos em dinheiro.`}
      </Text>
      {waiting === undefined || entries === 0 ? null : (
        <HStack
          role="status"
          gap="2"
          align="start"
          color={waiting > 0 ? 'orange.fg' : 'green.fg'}
          data-testid="closing-done-waiting"
        >
          <AppIcon name={waiting > 0 ? 'clock' : 'check'} boxSize="4" mt="1" flexShrink={0} />
          <Text>
            {waiting === 0 ? (
              <Trans>Todos os lançamentos deste culto foram enviados.</Trans>
            ) : online ? (
              <Plural
                value={waiting}
                one="# lançamento deste culto ainda está só neste aparelho: enviando agora."
                other="# lançamentos deste culto ainda estão só neste aparelho: enviando agora."
              />
            ) : (
              <Plural
                value={waiting}
                one="# lançamento deste culto está só neste aparelho. Ele será enviado quando houver sinal."
                other="# lançamentos deste culto estão só neste aparelho. Eles serão enviados quando houver sinal."
              />
            )}
          </Text>
        </HStack>
      )}
      <Stack gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Button
          variant="outline"
          onClick={() => void closingPdf.download('closed', record, churchName)}
          loading={closingPdf.busy !== null}
        >
          <Trans>Baixar PDF da conferência</Trans>
        </Button>
        <Button colorPalette="brand" onClick={onFinish}>
          <Trans>Concluir</Trans>
        </Button>
      </Stack>
    </Stack>
  )
}
