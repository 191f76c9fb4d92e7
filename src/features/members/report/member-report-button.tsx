import { Button, Dialog, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { z } from 'zod'
import { isoDateSchema, nowIso, todayIso, type Member } from '../../../../sync'
import { DialogFrame } from '../../../components/dialog-frame'
import { DateField, Form, useZodForm } from '../../../components/form'
import { useMirrorRows, type Hierarchy } from '../../../components/mirror'
import { loadReportPdf, useReportBranding } from '../../../components/pdf'
import { useSession } from '../../../components/session'
import { recordDataAccess } from '../../../lib/access-log'
import { monthTitle } from '../../../lib/dates'
import { downloadFile } from '../../../lib/download'
import { formatDate } from '../../../lib/format'
import { XLSX_TYPE, writeXlsx } from '../../../lib/spreadsheet'
import { notify } from '../../../lib/toaster'
import { ReportStillArriving, useInitialSyncRunning } from '../../../components/sync-status'
import { memberReport } from './member-report'
import { memberReportFileName, memberReportSheets, memberReportSpec } from './member-report-files'

/** `endBeforeStart` comes translated: the form kit shows a text it does not know as it is. */
const periodSchema = (endBeforeStart: string) =>
  z
    .object({ start: isoDateSchema, end: isoDateSchema })
    .refine((p) => p.end >= p.start, { path: ['end'], message: endBeforeStart })

/**
 * "Relatório de membros" (MEMBER_REPORT): the people by category, status, church and age band,
 * the month's birthdays, the new members and transfers of a chosen period (this year unless
 * changed), as a PDF or a spreadsheet — made on the device from the mirror, offline too.
 */
export function MemberReportButton({
  members,
  hierarchy,
}: {
  members: readonly Member[]
  hierarchy: Hierarchy | undefined
}) {
  const { t, i18n } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const transfers = useMirrorRows('memberTransfers')
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null)
  const arriving = useInitialSyncRunning()
  const today = todayIso()
  const form = useZodForm(periodSchema(t`O fim do período não pode ser antes do início.`), {
    defaultValues: { start: `${today.slice(0, 4)}-01-01`, end: today },
  })
  const churchName = (id: string) =>
    hierarchy?.names.get(id) ?? (user?.congregation?.id === id ? user.congregation.name : '—')

  const make = async (format: 'pdf' | 'xlsx', { start, end }: { start: string; end: string }) => {
    setBusy(format)
    try {
      const report = memberReport({
        members,
        transfers: transfers ?? [],
        start,
        end,
        today,
      })
      if (format === 'pdf') {
        const { renderReportPdf } = await loadReportPdf()
        const file = await renderReportPdf(
          memberReportSpec(report, {
            owner: user?.congregation?.name ?? user?.client.name ?? '',
            userName: user?.fullName ?? '',
            branding,
            now: nowIso(),
            start,
            end,
            month: monthTitle(Number(today.slice(0, 4)), Number(today.slice(5, 7)), i18n.locale),
            churchName,
          }),
        )
        downloadFile(memberReportFileName(today, 'pdf'), file, 'application/pdf')
      } else
        downloadFile(
          memberReportFileName(today, 'xlsx'),
          await writeXlsx(memberReportSheets(report, members, { churchName })),
          XLSX_TYPE,
        )
      // LGPD: names, birthdays and categories of a whole scope left the device.
      void recordDataAccess({
        kind: 'member_report',
        format,
        label: `${formatDate(start)} – ${formatDate(end)}`,
      })
      setOpen(false)
    } catch {
      notify.error(t`Não foi possível gerar o relatório. Tente novamente.`)
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trans>Relatório de membros</Trans>
      </Button>
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="center">
        <DialogFrame title={<Trans>Relatório de membros</Trans>} busy={busy !== null}>
          <Dialog.Body>
            <Stack gap="3">
              <Text>
                <Trans>
                  Membros por categoria, situação, igreja e faixa etária, os aniversariantes do mês,
                  e os novos membros e transferências do período.
                </Trans>
              </Text>
              <Form form={form} onSubmit={(period) => make('pdf', period)}>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <DateField name="start" label={t`Início`} required />
                  <DateField name="end" label={t`Fim`} required />
                </SimpleGrid>
              </Form>
              {arriving ? <ReportStillArriving /> : null}
              <HStack gap="3" wrap="wrap">
                <Button
                  colorPalette="brand"
                  loading={busy === 'pdf'}
                  disabled={busy !== null || arriving}
                  onClick={() => void form.handleSubmit((period) => make('pdf', period))()}
                >
                  <Trans>Baixar PDF</Trans>
                </Button>
                <Button
                  variant="outline"
                  loading={busy === 'xlsx'}
                  disabled={busy !== null || arriving}
                  onClick={() => void form.handleSubmit((period) => make('xlsx', period))()}
                >
                  <Trans>Planilha (XLSX)</Trans>
                </Button>
              </HStack>
            </Stack>
          </Dialog.Body>
        </DialogFrame>
      </Dialog.Root>
    </>
  )
}
