import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, type TitheBudget } from '../../../../sync'
import { FormDialog } from '../../../components/form'
import { notify } from '../../../lib/toaster'
import { TitheBudgetForm, type BudgetFormValues } from './tithe-budget-form'
import { type ChurchChoice, errorText } from '../../../components/books'

/** Sets the tithe budget of a year or a month: a new budget, or the new amount of the existing one. */
export function TitheBudgetDialog({
  open,
  onClose,
  year,
  church,
  budgets,
}: {
  open: boolean
  onClose: () => void
  year: number
  church: ChurchChoice
  budgets: readonly TitheBudget[]
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const save = async (values: BudgetFormValues) => {
    const month = values.month ? Number(values.month) : null
    const existing = budgets.find(
      (b) => b.churchId === values.churchId && b.year === values.year && b.month === month,
    )
    setBusy(true)
    try {
      if (existing)
        await mutate('titheBudget.update', { id: existing.id, patch: { amount: values.amount } })
      else
        await mutate('titheBudget.create', {
          id: uuidv7(),
          churchId: values.churchId,
          year: values.year,
          month,
          amount: values.amount,
        })
      notify.success(t`Orçamento salvo.`)
      onClose()
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t`Orçamento de dízimos`}
      formId="tithe-budget-form"
      busy={busy}
    >
      {open ? (
        <TitheBudgetForm id="tithe-budget-form" year={year} church={church} onSubmit={save} />
      ) : null}
    </FormDialog>
  )
}
