import { Box, Flex, IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { SyncStatusIndicator } from '../sync-status'
import { ChurchLogo } from './church-logo'
import { AppIcon } from './icons'
import { SidebarMenu } from './sidebar-menu'
import { UserBlock, type UserBlockUser } from './user-block'

export interface ShellUser extends UserBlockUser {
  role: { name: string; permissions: readonly string[] }
}

interface SidebarPanelProps {
  user: ShellUser | null
  logoCandidates: readonly string[]
  collapsed: boolean
  /** Desktop only: the collapse/expand button. */
  onToggleCollapsed?: () => void
  /** Mobile: close the overlay after a pick. */
  onNavigate?: () => void
}

/** The sidebar's content: logo, menu, user block, in the branding's primary colour. */
export function SidebarPanel({ user, logoCandidates, collapsed, onToggleCollapsed, onNavigate }: SidebarPanelProps) {
  const { t } = useLingui()
  return (
    <Flex direction="column" h="full" bg="brand.solid" color="brand.contrast">
      <Flex direction={collapsed ? 'column' : 'row'} align="center" gap="2" px="3" pt="4" pb="2">
        <Box flex="1" display="flex" justifyContent="center" bg="white" rounded="md" p="1.5" w={collapsed ? '12' : undefined}>
          <ChurchLogo candidates={logoCandidates} alt={t`Logotipo da igreja`} h={collapsed ? '9' : '14'} maxW="full" />
        </Box>
        {onToggleCollapsed ? (
          <IconButton
            size="sm"
            variant="ghost"
            color="inherit"
            _hover={{ bg: 'blackAlpha.200' }}
            aria-label={collapsed ? t`Expandir menu` : t`Recolher menu`}
            data-testid="sidebar-toggle"
            onClick={onToggleCollapsed}
          >
            <AppIcon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          </IconButton>
        ) : null}
      </Flex>
      <Box flex="1" overflowY="auto" overflowX="hidden">
        {user ? <SidebarMenu permissions={user.role.permissions} collapsed={collapsed} onNavigate={onNavigate} /> : null}
      </Box>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.400" display="flex" justifyContent={collapsed ? 'center' : undefined}>
        <Box flex={collapsed ? undefined : '1'}>
          <SyncStatusIndicator compact={collapsed} />
        </Box>
      </Box>
      <Box borderTopWidth="1px" borderColor="whiteAlpha.400">
        <UserBlock user={user} collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
    </Flex>
  )
}
