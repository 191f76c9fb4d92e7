/** The form kit: every form of the app is built from these. */
export { Form, type FormProps } from './form'
export { useZodForm } from './use-zod-form'
export { issueMessage } from './issue-message'
export { addContractMessages, contractMessage, type ContractTranslator } from './contract-message'
export { FieldShell, type FieldShellProps } from './field-shell'
export { TextField, type TextFieldProps } from './text-field'
export { MaskedField, type MaskedFieldProps } from './masked-field'
export { DateField, type DateFieldProps } from './date-field'
export {
  PeriodField,
  periodOptions,
  PERIOD_MONTHS_BACK,
  type PeriodFieldProps,
} from './period-field'
export { MoneyField, type MoneyFieldProps } from './money-field'
export { PasswordField, type PasswordFieldProps } from './password-field'
export { TextareaField, type TextareaFieldProps } from './textarea-field'
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field'
export { ChurchSelect, type ChurchSelectProps } from './church-select'
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field'
export { FilePickButton, type FilePickButtonProps } from './file-pick-button'
export { useCepLookup, type CepSearch, type CepFields } from './use-cep-lookup'
export { SubmitButton } from './submit-button'
export { FormAlert } from './form-alert'
export { FormDialog, type FormDialogProps } from './form-dialog'
export { PasswordStrengthMeter } from './password-strength-meter'
export {
  maskCpf,
  maskCnpj,
  maskCep,
  maskPhone,
  maskCardNumber,
  maskCardExpiry,
  maskTime,
} from './masks'
