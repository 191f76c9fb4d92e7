import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type ReactNode } from 'react'
import { mirror } from '../../../../sync'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { formatMoney } from '../../../lib/format'
import {
  UNUSUAL_FACTOR,
  unusualAmount,
  type EarlierTithe,
  type UnusualAmount,
} from './unusual-amount'

export interface AmountToCheck {
  memberId: string | null
  amount: number
  /** The tithe being edited (left out of the member's history). */
  excludeId?: string
}

/** The member's other tithes, from the device's mirror (works offline). */
async function earlierTithes(memberId: string, excludeId?: string): Promise<EarlierTithe[]> {
  const rows = (await mirror('tithes')
    .where('memberId')
    .equals(memberId)
    .toArray()) as unknown as readonly EarlierTithe[]
  return rows.filter((row) => row.id !== excludeId)
}

/**
 * Asks before an unusual amount is saved (./unusual-amount.ts): `confirmAmount(entry)` resolves
 * true at once for a usual amount, otherwise opens the confirm dialog and resolves with the
 * user's answer. Render `dialog` once beside the form.
 */
export function useAmountConfirmation(): {
  confirmAmount: (entry: AmountToCheck) => Promise<boolean>
  dialog: ReactNode
} {
  const { t } = useLingui()
  const [pending, setPending] = useState<{ amount: number; unusual: UnusualAmount } | null>(null)
  const answer = useRef<((ok: boolean) => void) | null>(null)

  const settle = (ok: boolean) => {
    answer.current?.(ok)
    answer.current = null
    setPending(null)
  }

  const confirmAmount = async (entry: AmountToCheck): Promise<boolean> => {
    const earlier = entry.memberId ? await earlierTithes(entry.memberId, entry.excludeId) : []
    const unusual = unusualAmount(entry.amount, entry.memberId, earlier)
    if (!unusual) return true
    answer.current?.(false)
    return new Promise<boolean>((resolve) => {
      answer.current = resolve
      setPending({ amount: entry.amount, unusual })
    })
  }

  const describe = ({ amount, unusual }: { amount: number; unusual: UnusualAmount }) => {
    const value = formatMoney(amount)
    switch (unusual.reason) {
      case 'above_median': {
        const usual = formatMoney(unusual.median)
        return t`${value} é mais de ${UNUSUAL_FACTOR} vezes o que este membro costuma dar (mediana dos últimos dízimos: ${usual}). Confira o valor antes de salvar.`
      }
      case 'new_member_ceiling': {
        const ceiling = formatMoney(unusual.ceiling)
        return t`${value} passa de ${ceiling} e este membro tem poucos dízimos para comparar. Confira o valor antes de salvar.`
      }
      default: {
        const ceiling = formatMoney(unusual.ceiling)
        return t`${value} passa de ${ceiling}, o limite de uma oferta anônima sem confirmação. Confira o valor antes de salvar.`
      }
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open && answer.current) settle(false)
      }}
      title={t`Confirmar este valor?`}
      description={pending ? describe(pending) : null}
      confirmLabel={t`Salvar mesmo assim`}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  )
  return { confirmAmount, dialog }
}
