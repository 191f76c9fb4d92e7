import { useLingui } from '@lingui/react/macro'
import { MaskedField, maskCnpj } from '../../../components/form'

/** The CNPJ, masked as it is typed (00.000.000/0000-00); the form checks the digits. */
export function CnpjField({ name = 'cnpj' }: { name?: string }) {
  const { t } = useLingui()
  return (
    <MaskedField
      name={name}
      label={t`CNPJ`}
      mask={maskCnpj}
      placeholder="00.000.000/0000-00"
      inputMode="numeric"
    />
  )
}
