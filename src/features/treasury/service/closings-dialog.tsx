import { Badge, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { nowIso, type ServiceClosing } from '../../../../sync'
import type { ChurchChoice } from '../../../components/books'
import { DialogFrame } from '../../../components/dialog-frame'
import { useMirrorRows } from '../../../components/mirror'
import { loadReportPdf, useReportBranding } from '../../../components/pdf'
import { useSession } from '../../../components/session'
import { downloadFile } from '../../../lib/download'
import { formatDate, formatMoney } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { closingFileName, closingReport } from './closing-report'

/** A closing written on this device and not yet answered by the server has no figures yet. */
const hasFigures = (c: ServiceClosing) => typeof c.expectedCash === 'number'

/** "Conferências": the recorded service closings, newest first, each with its PDF. */
export function ClosingsDialog({
  open,
  onClose,
  church,
}: {
  open: boolean
  onClose: () => void
  church: ChurchChoice
}) {
  const { t } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const rows = useMirrorRows('serviceClosings')
  const [busy, setBusy] = useState<string | null>(null)
  const closings = [...(rows ?? [])].sort(
    (a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id),
  )

  const pdf = async (c: ServiceClosing) => {
    setBusy(c.id)
    try {
      const { renderReportPdf } = await loadReportPdf()
      const file = await renderReportPdf(
        closingReport(
          {
            date: c.date,
            counts: c.counts,
            counters: c.counters,
            notes: c.notes,
            figures: {
              entries: c.entries,
              expectedCash: c.expectedCash,
              countedCash: c.countedCash,
              difference: c.difference,
              byMethod: c.byMethod,
            },
          },
          {
            owner: church.nameOf(c.churchId),
            branding,
            userName: user?.fullName ?? '',
            now: nowIso(),
          },
        ),
      )
      downloadFile(closingFileName(c.date), file, 'application/pdf')
    } catch {
      notify.error(t`Erro ao gerar o PDF da conferência. Tente novamente.`)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center">
      <DialogFrame title={<Trans>Conferências do ofertório</Trans>}>
        <Dialog.Body>
          {closings.length === 0 ? (
            <Text color="fg.muted">
              <Trans>Nenhuma conferência registrada. Ela é feita ao encerrar o modo culto.</Trans>
            </Text>
          ) : (
            <Stack gap="3" data-testid="closings">
              {closings.map((c) => (
                <Stack key={c.id} gap="1" borderWidth="1px" rounded="md" p="3" bg="bg">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Text fontWeight="semibold">
                      {formatDate(c.date)}
                      {church.churches.length > 1 ? ` · ${church.nameOf(c.churchId)}` : ''}
                    </Text>
                    {!hasFigures(c) ? (
                      <Badge>{t`Aguardando envio`}</Badge>
                    ) : c.difference === 0 ? (
                      <Badge colorPalette="green">{t`Confere`}</Badge>
                    ) : (
                      <Badge colorPalette="red">
                        {c.difference < 0
                          ? t`Falta ${formatMoney(-c.difference)}`
                          : t`Sobra ${formatMoney(c.difference)}`}
                      </Badge>
                    )}
                  </HStack>
                  {hasFigures(c) ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t`${c.entries} lançamentos · dinheiro lançado ${formatMoney(c.expectedCash)} · contado ${formatMoney(c.countedCash)}`}
                    </Text>
                  ) : null}
                  <Text fontSize="sm">{t`Conferido por ${c.counters.join(' e ')}`}</Text>
                  {hasFigures(c) ? (
                    <Button
                      size="xs"
                      variant="outline"
                      alignSelf="start"
                      loading={busy === c.id}
                      onClick={() => void pdf(c)}
                      aria-label={t`PDF da conferência de ${formatDate(c.date)}`}
                    >
                      <Trans>PDF</Trans>
                    </Button>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          )}
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  )
}
