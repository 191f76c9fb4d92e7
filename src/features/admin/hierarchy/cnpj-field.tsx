import { Input } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Controller, useFormContext } from 'react-hook-form'
import { FieldShell } from '../../../components/form/field-shell'
import { maskCnpj } from '../shared/masks'

/** The CNPJ, masked as it is typed (00.000.000/0000-00); the form checks the digits. */
export function CnpjField({ name = 'cnpj' }: { name?: string }) {
  const { t } = useLingui()
  const { control } = useFormContext()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FieldShell name={name} label={t`CNPJ`}>
          <Input
            ref={field.ref}
            name={field.name}
            inputMode="numeric"
            autoComplete="off"
            placeholder="00.000.000/0000-00"
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(maskCnpj(event.target.value))}
            onBlur={field.onBlur}
          />
        </FieldShell>
      )}
    />
  )
}
