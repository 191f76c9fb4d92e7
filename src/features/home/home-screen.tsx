import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { hasPermission } from '../../../sync'
import { PartialMirrorNote } from '../../components/device-keep'
import { firstName } from '../../components/layout'
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
  const { user } = useSession()
  if (!user) return null
  const name = firstName(user.name) || user.fullName
  const place = user.congregation?.name ?? user.client.name
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl" data-testid="home-greeting">
          <Trans>Olá, {name}!</Trans>
        </Heading>
        <Text color="fg.muted" mt="1" data-testid="home-place">
          <Trans>
            {place} · {user.role.name}
          </Trans>
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
