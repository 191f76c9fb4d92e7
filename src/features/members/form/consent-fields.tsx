import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { needsGuardian, todayIso } from '../../../../sync'
import { CheckboxField, TextField } from '../../../components/form'
import { consentText, guardianConsentText } from '../consent'
import { CheckboxError } from './checkbox-error'
import type { MemberFormValues } from './form-values'

/** The LGPD consent (and a guardian's, under 12): `self` when the person fills in their own data. */
export function ConsentFields({ self }: { self: boolean }) {
  const { t } = useLingui()
  const { control } = useFormContext<MemberFormValues>()
  const [birthDate, consentRequired] = useWatch({ control, name: ['birthDate', 'consentRequired'] })
  const minor = Boolean(birthDate) && needsGuardian(birthDate, todayIso())
  let label = t`Consentimento registrado`
  if (self) label = t`Li e aceito`
  else if (consentRequired) label = t`A pessoa leu e aceitou o termo acima`

  return (
    <Stack
      as="fieldset"
      gap="3"
      borderWidth="1px"
      rounded="md"
      p={{ base: '3', md: '4' }}
      bg="bg"
      data-testid="consent-block"
    >
      <Heading as="legend" size="sm" float="left" width="full">
        <Trans>Consentimento (LGPD)</Trans>
      </Heading>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {consentText()}
        </Text>
        <CheckboxField name="consent" label={label} />
        <CheckboxError name="consent" />
        {minor ? (
          <Stack gap="3" borderTopWidth="1px" pt="3">
            <Text fontSize="sm" fontWeight="medium">
              <Trans>Menor de 12 anos: o consentimento é do responsável legal.</Trans>
            </Text>
            <TextField name="guardianName" label={t`Nome do responsável`} required />
            <Text fontSize="sm" color="fg.muted">
              {guardianConsentText()}
            </Text>
            <CheckboxField name="guardianConsent" label={t`O responsável consentiu`} />
            <CheckboxError name="guardianConsent" />
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  )
}
