import { useState } from 'react'
import { Alert, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { contactSchema, sendSignupContact, type ContactInput } from '../../../sync'
import {
  Form,
  FormAlert,
  MaskedField,
  SubmitButton,
  TextField,
  TextareaField,
  maskPhone,
  useZodForm,
} from '../../components/form'
import { failureText } from './failure-text'

/** Above 750 members: "Fale conosco", a message to the team instead of a plan. */
export function ContactForm({ defaults }: { defaults: ContactInput }) {
  const { t } = useLingui()
  const [sent, setSent] = useState(false)
  const form = useZodForm(contactSchema, { defaultValues: defaults })
  const send = async (values: ContactInput) => {
    try {
      await sendSignupContact(values)
    } catch (error) {
      throw new Error(failureText(error))
    }
    setSent(true)
  }
  if (sent)
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Mensagem enviada. Entraremos em contato em breve.</Trans>
        </Alert.Title>
      </Alert.Root>
    )
  return (
    <Form form={form} onSubmit={send} aria-label={t`Fale conosco`}>
      <Text>
        <Trans>
          Para mais de 750 membros preparamos um plano sob medida. Deixe seu contato e falaremos com
          você.
        </Trans>
      </Text>
      <FormAlert />
      <TextField name="name" label={t`Nome`} required />
      <TextField name="email" type="email" label={t`E-mail`} required />
      <MaskedField name="phone" label={t`Telefone`} mask={maskPhone} inputMode="tel" required />
      <TextField name="organisation" label={t`Organização`} required />
      <TextField name="memberCount" type="number" label={t`Quantos membros`} required />
      <TextareaField name="message" label={t`Mensagem`} />
      <SubmitButton>
        <Trans>Enviar</Trans>
      </SubmitButton>
    </Form>
  )
}
