import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { notify } from '../../lib/toaster'

/**
 * Opens the record named in the address (`?id=`: a tap in the calendar, a reminder's
 * notification) once its list has loaded from the mirror, then takes `id` out of the address so
 * a reload or a return shows the list. A record this device does not hold is said, not ignored.
 */
export function useOpenFromAddress<Row>({
  id,
  rows,
  getRowId,
  open,
}: {
  id: string | undefined
  /** undefined while the list is loading. */
  rows: readonly Row[] | undefined
  getRowId: (row: Row) => string
  open: (row: Row) => void
}): void {
  const { t } = useLingui()
  const navigate = useNavigate()
  const handled = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!id || rows === undefined || handled.current === id) return
    handled.current = id
    const row = rows.find((r) => getRowId(r) === id)
    if (row) open(row)
    else notify.info(t`Este registro não está neste aparelho.`)
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, id: undefined }),
      replace: true,
    })
  }, [id, rows, getRowId, open, navigate, t])
}
