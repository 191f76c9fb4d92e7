import { Avatar, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { hasPermission } from '../../../sync'
import { initials } from '../../components/layout'
import { NotificationSettings } from '../../components/reminders'
import { useSession } from '../../components/session'
import { ChangePasswordForm } from './change-password-form'
import { DeviceDataSettings } from './device-data-settings'
import { ProfileCard } from './profile-card'

function Row({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  )
}

/** /profile: who the user is, and the change-password form. */
export function ProfileScreen() {
  const { user } = useSession()
  if (!user) return null
  // Reminders come from revenues and expenses: only a role that sees them has any.
  const seesEntries =
    hasPermission(user.role.permissions, 'VIEW_REVENUES') ||
    hasPermission(user.role.permissions, 'VIEW_EXPENSES')
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Perfil</Trans>
      </Heading>
      <ProfileCard>
        <Flex align="center" gap="3">
          <Avatar.Root size="lg" bg="brand.solid" color="brand.contrast">
            <Avatar.Fallback>{initials(user.fullName || user.name)}</Avatar.Fallback>
          </Avatar.Root>
          <Text fontWeight="semibold" fontSize="lg">
            {user.fullName || user.name}
          </Text>
        </Flex>
        <DataList.Root orientation="horizontal">
          <Row label={<Trans>Nome</Trans>} value={user.name} testId="profile-name" />
          <Row
            label={<Trans>Nome completo</Trans>}
            value={user.fullName}
            testId="profile-full-name"
          />
          <Row label={<Trans>E-mail</Trans>} value={user.email} testId="profile-email" />
          <Row label={<Trans>Função</Trans>} value={user.role.name} testId="profile-role" />
          <Row
            label={<Trans>Igreja / congregação</Trans>}
            value={user.congregation?.name ?? user.client.name}
            testId="profile-congregation"
          />
        </DataList.Root>
      </ProfileCard>
      {seesEntries ? (
        <ProfileCard
          gap="3"
          data-testid="profile-reminders"
          title={<Trans>Lembretes e notificações</Trans>}
        >
          <NotificationSettings />
        </ProfileCard>
      ) : null}
      <DeviceDataSettings />
      <ChangePasswordForm />
    </Stack>
  )
}
