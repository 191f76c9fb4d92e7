import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, type Payment } from '../../../../sync'
import { FormDialog } from '../../../components/form'
import { notify } from '../../../lib/toaster'
import { PaymentHistory } from './entry-view'
import { ENTRY_KINDS, type EntryKindName } from './entry-kind'
import type { InstalmentRow } from './instalment-rows'
import { PaymentForm, type PaymentFormValues } from './payment-form'
import { errorText } from '../../../components/books'

/** "Pagar" / "Receber": registers a payment or receipt on one instalment, from any screen. */
export function RealizeDialog({
  kind,
  instalment,
  entryPayments,
  onClose,
}: {
  kind: EntryKindName
  instalment: InstalmentRow | null
  /** Every payment of the instalment's entry, shown as its history. */
  entryPayments: readonly Payment[]
  onClose: () => void
}) {
  const { t } = useLingui()
  const config = ENTRY_KINDS[kind]
  const [busy, setBusy] = useState(false)
  const save = async (values: PaymentFormValues) => {
    if (!instalment) return
    setBusy(true)
    try {
      await mutate(config.paymentCreate, {
        id: uuidv7(),
        entryId: instalment.entry.id,
        instalmentDate: instalment.dueDate,
        amount: values.amount,
        date: values.date,
        history: values.history,
        paymentMethod: values.paymentMethod === '' ? null : values.paymentMethod,
      })
      notify.success(kind === 'revenue' ? t`Recebimento registrado.` : t`Pagamento registrado.`)
      onClose()
    } catch (error) {
      throw new Error(t`Erro ao registrar o pagamento: ${errorText(error)}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog
      open={instalment !== null}
      onClose={onClose}
      title={kind === 'revenue' ? t`Registrar recebimento` : t`Registrar pagamento`}
      formId="payment-form"
      submitLabel={<Trans>Registrar</Trans>}
      busy={busy}
    >
      {instalment ? (
        <Stack gap="6">
          <PaymentForm id="payment-form" instalment={instalment} onSubmit={save} />
          <Stack gap="2">
            <Text fontWeight="semibold">
              <Trans>Histórico do lançamento</Trans>
            </Text>
            <PaymentHistory payments={[...entryPayments]} />
          </Stack>
        </Stack>
      ) : null}
    </FormDialog>
  )
}
