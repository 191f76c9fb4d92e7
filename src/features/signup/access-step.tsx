import { useLingui } from '@lingui/react/macro'
import { PasswordField, PasswordStrengthMeter, TextField } from '../../components/form'

/** Step 1: e-mail, password (the contract's strength rule, with the meter) and its confirmation. */
export function AccessStep() {
  const { t } = useLingui()
  return (
    <>
      <TextField name="access.email" type="email" label={t`E-mail`} autoComplete="email" required />
      <PasswordField
        name="access.password"
        label={t`Senha`}
        autoComplete="new-password"
        helper={t`Uma senha forte: pelo menos 12 caracteres, com maiúscula, minúscula, número e caractere especial.`}
        required
      />
      <PasswordStrengthMeter name="access.password" />
      <PasswordField
        name="access.passwordConfirm"
        label={t`Confirme a senha`}
        autoComplete="new-password"
        required
      />
    </>
  )
}
