import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { hasPermission } from '../../../sync'
import { PartialMirrorNote } from '../../components/device-keep'
import { greetingOf } from '../../components/early-home'
import { useSession } from '../../components/session'
import { FirstStepsCard } from './first-steps-card'
import { HomeActions } from './home-actions'
import { HomeAgenda } from './home-agenda'
import { HomeMetrics } from './home-metrics'
import { HomeReminders } from './home-reminders'
import { HomeReveal } from './home-reveal'
import { InstallBanner } from './install-banner'

/** Home (spec §2): a greeting, the user's main actions, what is due, and the figures of the user's place. */
export function HomeScreen() {
  const { t } = useLingui()
  const { user } = useSession()
  if (!user) return null
  // The same words as the greeting drawn before the design system (EarlyHome).
  const { name, place, role } = greetingOf(user)
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl" data-testid="home-greeting">
          {t`Olá, ${name}!`}
        </Heading>
        <Text color="fg.muted" mt="1" data-testid="home-place">
          {t`${place} · ${role}`}
        </Text>
      </Box>
      <InstallBanner />
      <FirstStepsCard />
      {/* What is due and the lists below come from what this device keeps (a partial mirror). */}
      <PartialMirrorNote
        entity={hasPermission(user.role.permissions, 'VIEW_TITHING') ? 'tithes' : 'members'}
      />
      <HomeActions />
      <HomeReveal>
        <HomeReminders />
        <HomeAgenda />
        <HomeMetrics />
      </HomeReveal>
    </Stack>
  )
}
