import { Grid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { BRAZIL_STATES } from '../../../sync'
import {
  MaskedField,
  SelectField,
  TextField,
  maskCep,
  maskCnpj,
  useCepLookup,
  type CepFields,
} from '../../components/form'
import type { WizardValues } from './signup-values'

const STATE_OPTIONS = BRAZIL_STATES.map((uf) => ({ value: uf, label: uf }))
const CEP_FIELDS: CepFields<WizardValues> = {
  cep: 'church.cep',
  street: 'church.street',
  district: 'church.district',
  city: 'church.city',
  state: 'church.state',
}

/**
 * Step 3: the church (its CNPJ, when it has one of its own, with its check digits verified as
 * typed; a congregation under its headquarters' CNPJ leaves it blank) and its address.
 */
export function ChurchStep() {
  const { t } = useLingui()
  const search = useCepLookup(CEP_FIELDS)
  return (
    <>
      <TextField name="church.name" label={t`Nome da igreja`} required />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="4">
        <TextField name="church.sigla" label={t`Sigla`} />
        <MaskedField
          name="church.cnpj"
          label={t`CNPJ`}
          mask={maskCnpj}
          placeholder="00.000.000/0000-00"
          inputMode="numeric"
          helper={t`Só se a igreja tiver um CNPJ próprio. Congregação que usa o CNPJ da sede: deixe em branco.`}
        />
      </Grid>
      <MaskedField
        name="church.cep"
        label={t`CEP`}
        mask={maskCep}
        placeholder="00000-000"
        inputMode="numeric"
        required
      />
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="cep-search" mt="-2">
        {search === 'searching' ? <Trans>Buscando o endereço do CEP…</Trans> : null}
        {search === 'found' ? (
          <Trans>Endereço preenchido pelo CEP: confira e informe o número.</Trans>
        ) : null}
        {search === 'not_found' ? (
          <Trans>Não encontramos o endereço deste CEP: preencha-o abaixo.</Trans>
        ) : null}
      </Text>
      <TextField name="church.street" label={t`Rua`} autoComplete="address-line1" required />
      <Grid templateColumns="1fr 2fr" gap="4">
        <TextField name="church.number" label={t`Número`} required />
        <TextField name="church.complement" label={t`Complemento`} />
      </Grid>
      <TextField name="church.district" label={t`Bairro`} required />
      <Grid templateColumns="3fr 1fr" gap="4">
        <TextField name="church.city" label={t`Cidade`} autoComplete="address-level2" required />
        <SelectField
          name="church.state"
          label={t`UF`}
          options={STATE_OPTIONS}
          placeholder=""
          required
        />
      </Grid>
    </>
  )
}
