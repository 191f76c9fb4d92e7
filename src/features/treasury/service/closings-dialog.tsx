import { Badge, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ServiceClosing } from '../../../../sync'
import type { ChurchChoice } from '../../../components/books'
import { DialogFrame } from '../../../components/dialog-frame'
import { useMirrorRows } from '../../../components/mirror'
import { formatDate, formatList, formatMoney } from '../../../lib/format'
import { closingRecordOf, useClosingPdf } from './use-closing-pdf'

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
  const rows = useMirrorRows('serviceClosings')
  const closingPdf = useClosingPdf()
  const closings = [...(rows ?? [])].sort(
    (a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id),
  )

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
                      <Plural value={c.entries} one="# lançamento" other="# lançamentos" />
                      {' · '}
                      {t`dinheiro lançado ${formatMoney(c.expectedCash)} · contado ${formatMoney(c.countedCash)}`}
                    </Text>
                  ) : null}
                  <Text fontSize="sm">{t`Conferido por ${formatList(c.counters)}`}</Text>
                  {hasFigures(c) ? (
                    <Button
                      size="xs"
                      variant="outline"
                      alignSelf="start"
                      loading={closingPdf.busy === c.id}
                      onClick={() =>
                        void closingPdf.download(
                          c.id,
                          closingRecordOf(c),
                          church.nameOf(c.churchId),
                        )
                      }
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
