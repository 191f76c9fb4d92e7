import { Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { nowIso, todayIso, type Member } from '../../../../sync'
import { DialogFrame } from '../../../components/dialog-frame'
import { useMirrorRows, type Hierarchy } from '../../../components/mirror'
import { loadReportPdf } from '../../../components/pdf'
import { useSession } from '../../../components/session'
import { resolveBranding } from '../../../lib/branding'
import { monthTitle } from '../../../lib/dates'
import { downloadFile } from '../../../lib/download'
import { XLSX_TYPE, writeXlsx } from '../../../lib/spreadsheet'
import { notify } from '../../../lib/toaster'
import { memberReport } from './member-report'
import { memberReportFileName, memberReportSheets, memberReportSpec } from './member-report-files'

/**
 * "Relatório de membros" (MEMBER_REPORT): the people by category, status, church and age band,
 * the month's birthdays, the new members and transfers of this year, as a PDF or a spreadsheet —
 * made on the device from the mirror, offline too.
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
  const transfers = useMirrorRows('memberTransfers')
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null)
  const today = todayIso()
  const start = `${today.slice(0, 4)}-01-01`
  const churchName = (id: string) =>
    hierarchy?.names.get(id) ?? (user?.congregation?.id === id ? user.congregation.name : '—')

  const make = async (format: 'pdf' | 'xlsx') => {
    setBusy(format)
    try {
      const report = memberReport({
        members,
        transfers: transfers ?? [],
        start,
        end: today,
        today,
      })
      if (format === 'pdf') {
        const { renderReportPdf } = await loadReportPdf()
        const file = await renderReportPdf(
          memberReportSpec(report, {
            owner: user?.congregation?.name ?? user?.client.name ?? '',
            color: resolveBranding(user).colours.primary,
            userName: user?.fullName ?? '',
            now: nowIso(),
            start,
            end: today,
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
                  e os novos membros e transferências deste ano.
                </Trans>
              </Text>
              <HStack gap="3" wrap="wrap">
                <Button
                  colorPalette="brand"
                  loading={busy === 'pdf'}
                  disabled={busy !== null}
                  onClick={() => void make('pdf')}
                >
                  <Trans>Baixar PDF</Trans>
                </Button>
                <Button
                  variant="outline"
                  loading={busy === 'xlsx'}
                  disabled={busy !== null}
                  onClick={() => void make('xlsx')}
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
