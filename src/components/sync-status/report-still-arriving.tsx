import { Alert } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/**
 * A report is made from the device's mirror: while its initial sync runs the mirror is not whole
 * (docs/sync.md), and a report would give wrong totals. Reports wait, and say why.
 */
export function ReportStillArriving() {
  return (
    <Alert.Root status="info" role="status" data-testid="report-still-arriving">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">
        <Trans>
          Este aparelho ainda está recebendo os dados: o relatório fica disponível quando a
          sincronização terminar.
        </Trans>
      </Alert.Title>
    </Alert.Root>
  )
}
