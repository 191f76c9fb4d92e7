import { useState } from 'react'
import { Alert, Button, Field, Flex, Input, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useFormState } from 'react-hook-form'
import { TRIAL_DAYS, smallestPlanFor } from '../../../sync'
import { Form, SubmitButton } from '../../components/form'
import { AccessStep } from './access-step'
import { ChurchStep } from './church-step'
import { ContactForm } from './contact-form'
import { PersonStep } from './person-step'
import { PlanStep } from './plan-step'
import { SignupDone } from './signup-done'
import { SignupLayout } from './signup-layout'
import { StepIndicator } from './step-indicator'
import { useSignupWizard } from './use-signup-wizard'

const CONTACT_ABOVE = 750

/** /pre-register: the four-step sign-up wizard (spec §2, §4, §9; issue 18). */
export function SignupScreen() {
  const { t } = useLingui()
  const wizard = useSignupWizard()
  const { form, step } = wizard
  const [memberText, setMemberText] = useState('')
  const memberCount = /^\d+$/.test(memberText) ? Number(memberText) : null
  const needsContact = memberCount !== null && memberCount > CONTACT_ABOVE
  const titles = [t`Dados de acesso`, t`Dados do usuário`, t`Dados da igreja`, t`Plano e pagamento`]

  const onMembers = (text: string) => {
    setMemberText(text)
    const plan = /^\d+$/.test(text) ? smallestPlanFor(Number(text)) : null
    if (plan) form.setValue('plan.planId', plan.id)
  }

  if (wizard.phase === 'done') return <SignupDone email={form.getValues('access.email')} />

  const values = form.getValues()
  return (
    <SignupLayout title={<Trans>Cadastre sua igreja</Trans>}>
      <StepIndicator titles={titles} current={step} />
      {step === 3 ? (
        <>
          <Alert.Root status="success" mb="4" role="note">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>Primeiro mês grátis: {TRIAL_DAYS} dias de teste sem cobrança.</Trans>
            </Alert.Title>
          </Alert.Root>
          <Field.Root mb="4">
            <Field.Label>
              <Trans>Quantos membros sua igreja tem? (opcional)</Trans>
            </Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              value={memberText}
              onChange={(event) => onMembers(event.target.value)}
            />
            <Field.HelperText>
              <Trans>Sugerimos o menor plano que comporta seus membros.</Trans>
            </Field.HelperText>
          </Field.Root>
        </>
      ) : null}
      {needsContact && step === 3 ? (
        <>
          <ContactForm
            defaults={{
              name: values.person.fullName,
              email: values.access.email,
              phone: values.person.phone,
              organisation: values.church.name,
              memberCount: memberCount,
              message: '',
            }}
          />
          <Button variant="outline" mt="4" width="full" onClick={wizard.back}>
            <Trans>Voltar</Trans>
          </Button>
        </>
      ) : (
        <Form form={form} onSubmit={wizard.onSubmit} aria-label={titles[step]}>
          {step === 0 ? <AccessStep /> : null}
          {step === 1 ? <PersonStep /> : null}
          {step === 2 ? <ChurchStep /> : null}
          {step === 3 ? <PlanStep memberCount={memberCount} /> : null}
          {wizard.failure ? (
            <Alert.Root status="error" role="alert" data-testid="signup-failure">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>Não foi possível concluir o pré-cadastro.</Trans>
                </Alert.Title>
                <Alert.Description>{wizard.failure}</Alert.Description>
                <Text fontSize="sm">
                  <Trans>O que você digitou foi mantido.</Trans>
                </Text>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <WizardButtons step={step} failed={Boolean(wizard.failure)} onBack={wizard.back} />
        </Form>
      )}
      <Text mt="6" fontSize="sm" textAlign="center">
        <Trans>Já tem cadastro?</Trans>{' '}
        <ChakraLink asChild textDecoration="underline">
          <Link to="/login">
            <Trans>Entrar</Trans>
          </Link>
        </ChakraLink>
      </Text>
    </SignupLayout>
  )
}

function WizardButtons({
  step,
  failed,
  onBack,
}: {
  step: number
  failed: boolean
  onBack: () => void
}) {
  const { isSubmitting } = useFormState()
  return (
    <Flex gap="3" justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
      {step > 0 ? (
        <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
          <Trans>Voltar</Trans>
        </Button>
      ) : (
        <span />
      )}
      <SubmitButton disabled={isSubmitting}>
        {step < 3 ? (
          <Trans>Próximo</Trans>
        ) : failed ? (
          <Trans>Tentar novamente</Trans>
        ) : (
          <Trans>Concluir cadastro</Trans>
        )}
      </SubmitButton>
    </Flex>
  )
}
