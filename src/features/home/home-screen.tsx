import { Box, EmptyState, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { AppIcon, firstName } from '../../components/layout'
import { useSession } from '../../components/session'

/**
 * Home (spec §2: dashboard with annual and monthly metrics). The metrics come with the
 * treasury; until then the screen says so instead of showing invented figures.
 */
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
      <Box bg="bg" borderWidth="1px" rounded="lg">
        <EmptyState.Root data-testid="home-metrics-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <AppIcon name="chart" />
            </EmptyState.Indicator>
            <Stack textAlign="center" gap="1">
              <EmptyState.Title>
                <Trans>Indicadores anuais e mensais</Trans>
              </EmptyState.Title>
              <EmptyState.Description>
                <Trans>
                  Os totais de receitas, despesas, dízimos e repasses aparecerão aqui assim que a
                  tesouraria estiver configurada.
                </Trans>
              </EmptyState.Description>
            </Stack>
          </EmptyState.Content>
        </EmptyState.Root>
      </Box>
    </Stack>
  )
}
