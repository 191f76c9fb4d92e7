import { Box, Button, CloseButton, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { AppIcon, useAppInstalled, useInstallAvailable } from '../../components/layout'
import { installPrompt } from '../../lib/install-prompt'
import { useMirrorRows } from '../../components/mirror'
import { useSession } from '../../components/session'
import {
  dismissFirstSteps,
  firstSteps,
  firstStepsDismissed,
  showsFirstSteps,
  type FirstStepId,
} from './first-steps'

const LINKS = {
  members: '/members/import',
  church: '/churches',
  treasurer: '/users',
  secretary: '/users',
  tithe: '/tithing',
} as const satisfies Record<Exclude<FirstStepId, 'install'>, string>

/**
 * The home of a church that has just signed up (issue 51): its first steps, each ticked from the
 * data on the device, one tap from where it is done; dismissible, gone when all are done.
 */
export function FirstStepsCard() {
  const { user } = useSession()
  const shown = showsFirstSteps(user ?? null)
  const clientId = user?.client.id ?? ''
  const [dismissed, setDismissed] = useState(() => firstStepsDismissed(clientId))
  if (!user || !shown || dismissed) return null
  return (
    <FirstSteps
      selfId={user.id}
      onDismiss={() => {
        dismissFirstSteps(clientId)
        setDismissed(true)
      }}
    />
  )
}

function FirstSteps({ selfId, onDismiss }: { selfId: string; onDismiss: () => void }) {
  const { t } = useLingui()
  const members = useMirrorRows('members')
  const churches = useMirrorRows('churches')
  const users = useMirrorRows('users')
  const roles = useMirrorRows('roles')
  const tithes = useMirrorRows('tithes')
  const installed = useAppInstalled()
  if (!members || !churches || !users || !roles || !tithes) return null
  const steps = firstSteps({ members, churches, users, roles, tithes, installed, selfId })
  const done = steps.filter((s) => s.done).length
  if (done === steps.length) return null
  const label: Record<FirstStepId, ReactNode> = {
    members: <Trans>Cadastre ou importe os membros</Trans>,
    church: <Trans>Coloque o logo, as cores e a chave PIX da igreja</Trans>,
    treasurer: <Trans>Convide o(a) tesoureiro(a)</Trans>,
    secretary: <Trans>Convide o(a) secretário(a)</Trans>,
    tithe: <Trans>Registre o primeiro dízimo</Trans>,
    install: <Trans>Instale o app neste celular</Trans>,
  }
  return (
    <Box
      as="section"
      aria-labelledby="first-steps-title"
      borderWidth="1px"
      rounded="md"
      bg="bg"
      p={{ base: '3', md: '4' }}
      data-testid="first-steps"
    >
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="1">
          <Heading as="h2" size="md" id="first-steps-title">
            <Trans>Primeiros passos</Trans>
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="first-steps-count">
            <Trans>
              {done} de {steps.length} feitos
            </Trans>
          </Text>
        </Stack>
        <CloseButton size="sm" aria-label={t`Dispensar os primeiros passos`} onClick={onDismiss} />
      </HStack>
      <Progress.Root value={(done / steps.length) * 100} max={100} size="xs" mt="2">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Stack as="ul" listStyleType="none" gap="1" mt="3">
        {steps.map((step) => (
          <HStack
            as="li"
            key={step.id}
            gap="3"
            minH="10"
            data-testid={`first-step-${step.id}`}
            data-done={step.done ? '' : undefined}
          >
            <Box
              flexShrink="0"
              boxSize="6"
              rounded="full"
              borderWidth="2px"
              borderColor={step.done ? 'fg.success' : 'border.emphasized'}
              color="fg.success"
              display="flex"
              alignItems="center"
              justifyContent="center"
              aria-hidden
            >
              {step.done ? <AppIcon name="check" boxSize="4" /> : null}
            </Box>
            {step.done ? (
              <Text flex="1" color="fg.muted" textDecoration="line-through">
                <Text as="span" srOnly>
                  <Trans>Feito:</Trans>{' '}
                </Text>
                {label[step.id]}
              </Text>
            ) : step.id === 'install' ? (
              <InstallStep label={label.install} />
            ) : (
              <Button
                asChild
                variant="plain"
                flex="1"
                justifyContent="start"
                px="0"
                h="auto"
                whiteSpace="normal"
                textAlign="start"
              >
                <Link to={LINKS[step.id]}>
                  <Text as="span" flex="1">
                    {label[step.id]}
                  </Text>
                  <AppIcon name="chevronRight" boxSize="4" aria-hidden />
                </Link>
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Box>
  )
}

/**
 * The install step: the browser's own install dialog where it offers one (Chromium), else where
 * to find it (Safari: Compartilhar, Adicionar à Tela de Início; others: the browser's menu).
 */
function InstallStep({ label }: { label: ReactNode }) {
  const available = useInstallAvailable()
  if (available)
    return (
      <Button
        variant="plain"
        flex="1"
        justifyContent="start"
        px="0"
        h="auto"
        whiteSpace="normal"
        textAlign="start"
        onClick={() => void installPrompt.install()}
      >
        <Text as="span" flex="1">
          {label}
        </Text>
        <AppIcon name="chevronRight" boxSize="4" aria-hidden />
      </Button>
    )
  return (
    <Stack flex="1" gap="0">
      <Text>{label}</Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>No menu do navegador, escolha “Instalar app” ou “Adicionar à tela de início”.</Trans>
      </Text>
    </Stack>
  )
}
