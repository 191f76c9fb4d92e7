import { useLingui } from '@lingui/react/macro'
import { MaskedField, TextField, maskCpf, maskPhone } from '../../components/form'

/** Step 2: the user (usually the pastor) who becomes the organisation's administrator. */
export function PersonStep() {
  const { t } = useLingui()
  return (
    <>
      <TextField name="person.fullName" label={t`Nome completo`} autoComplete="name" required />
      <MaskedField
        name="person.cpf"
        label={t`CPF`}
        mask={maskCpf}
        placeholder="000.000.000-00"
        inputMode="numeric"
        required
      />
      <MaskedField
        name="person.phone"
        label={t`Telefone`}
        mask={maskPhone}
        placeholder="(00) 00000-0000"
        inputMode="tel"
        required
      />
    </>
  )
}
