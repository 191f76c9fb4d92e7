import { Button, Menu, Portal } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { downloadFile } from '../../lib/download'
import { XLSX_TYPE, writeXlsx } from '../../lib/spreadsheet'
import { notify } from '../../lib/toaster'
import { treasuryCsv, treasuryFileName, treasurySheets, type TreasuryRows } from './treasury-export'

/** "Exportar lançamentos": the period's movements and instalments for the accountant, XLSX or CSV. */
export function TreasuryExport({
  rows,
  start,
  end,
  churchName,
}: {
  rows: TreasuryRows
  start: string
  end: string
  churchName: (id: string) => string
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true)
    try {
      const sheets = treasurySheets(rows, start, end, churchName)
      if (format === 'csv')
        downloadFile(
          treasuryFileName(start, end, 'csv'),
          treasuryCsv(sheets),
          'text/csv;charset=utf-8',
        )
      else downloadFile(treasuryFileName(start, end, 'xlsx'), await writeXlsx(sheets), XLSX_TYPE)
    } catch {
      notify.error(t`Não foi possível gerar o arquivo. Tente novamente.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" loading={busy}>
          <Trans>Exportar lançamentos</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="xlsx" onClick={() => void run('xlsx')}>
              <Trans>Planilha (XLSX)</Trans>
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
