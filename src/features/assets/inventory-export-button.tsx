import { Button, Menu, Portal } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { nowIso, todayIso } from '../../../sync'
import type { ChurchChoice } from '../../components/books'
import { loadReportPdf, useReportBranding } from '../../components/pdf'
import { useSession } from '../../components/session'
import { AppIcon } from '../../components/layout/icons'
import { recordDataAccess } from '../../lib/access-log'
import { downloadFile } from '../../lib/download'
import { XLSX_TYPE } from '../../lib/spreadsheet'
import { notify } from '../../lib/toaster'
import {
  registerCsv,
  registerFileName,
  registerReport,
  registerSheets,
  registerXlsx,
} from './inventory-export'
import type { Inventory } from './use-inventory'

/** "Exportar": the asset register as a spreadsheet (XLSX) or CSV, made on the device, offline too. */
export function InventoryExport({
  inventory,
  church,
}: {
  inventory: Inventory
  church: ChurchChoice
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const user = useSession().user
  const branding = useReportBranding()
  if (!inventory.ready || inventory.lines.length === 0) return null
  const run = async (format: 'csv' | 'xlsx' | 'pdf') => {
    setBusy(true)
    try {
      const sheets = registerSheets(inventory, church.nameOf)
      if (format === 'csv')
        downloadFile(registerFileName('csv'), registerCsv(sheets), 'text/csv;charset=utf-8')
      else if (format === 'xlsx')
        downloadFile(registerFileName('xlsx'), await registerXlsx(sheets), XLSX_TYPE)
      else {
        const { renderReportPdf } = await loadReportPdf()
        const spec = registerReport(sheets, {
          owner: user?.congregation?.name ?? user?.client.name ?? '',
          branding,
          userName: user?.fullName ?? '',
          now: nowIso(),
          today: todayIso(),
        })
        downloadFile(registerFileName('pdf'), await renderReportPdf(spec), 'application/pdf')
      }
      // Recorded as every export of the register is (issue 50): its notes may name people.
      void recordDataAccess({ kind: 'inventory_export', format, label: registerFileName(format) })
    } catch {
      notify.error(t`Não foi possível gerar o arquivo. Tente novamente.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" loading={busy}>
          <AppIcon name="file" boxSize="4" />
          <Trans>Exportar inventário</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="xlsx" onClick={() => void run('xlsx')}>
              <Trans>Planilha (XLSX)</Trans>
            </Menu.Item>
            <Menu.Item value="pdf" onClick={() => void run('pdf')}>
              <Trans>Relatório (PDF)</Trans>
            </Menu.Item>
            <Menu.Item value="csv" onClick={() => void run('csv')}>
              <Trans>CSV</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
