import { Box, Flex, IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { SyncStatusIndicator } from '../sync-status'
import { ChurchLogo } from './church-logo'
import type { BannerBilling } from './billing-banner'
import { AppIcon } from './icons'
import { SidebarMenu } from './sidebar-menu'
import { UserBlock, type UserBlockUser } from './user-block'

export interface ShellUser extends UserBlockUser {
  role: { name: string; permissions: readonly string[]; levelOrder?: number }
  billing?: BannerBilling | null
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
export function SidebarPanel({
  user,
  logoCandidates,
  collapsed,
  onToggleCollapsed,
  onNavigate,
}: SidebarPanelProps) {
  const { t } = useLingui()
  return (
    <Flex direction="column" h="full" bg="brand.solid" color="brand.contrast">
      <Flex direction={collapsed ? 'column' : 'row'} align="center" gap="2" px="3" pt="4" pb="2">
        <Box
          flex="1"
          display="flex"
          justifyContent="center"
          bg="white"
          rounded="md"
          p="1.5"
          w={collapsed ? '12' : undefined}
        >
          <ChurchLogo
            candidates={logoCandidates}
            alt={t`Logotipo da igreja`}
            h={collapsed ? '9' : '14'}
            maxW="full"
          />
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
        {user ? (
          <SidebarMenu
            permissions={user.role.permissions}
            administrator={user.role.levelOrder === 0}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ) : null}
      </Box>
      {collapsed ? null : (
        <Box borderTopWidth="1px" borderColor="whiteAlpha.400">
          <SyncStatusIndicator />
        </Box>
      )}
      <Box borderTopWidth="1px" borderColor="whiteAlpha.400" position="relative">
        <UserBlock user={user} collapsed={collapsed} onNavigate={onNavigate} />
        {collapsed ? (
          // Collapsed: the status is a dot in the user block's corner (no height taken from the menu).
          <Box position="absolute" top="0.5" right="0.5">
            <SyncStatusIndicator compact="dot" />
          </Box>
        ) : null}
      </Box>
    </Flex>
  )
}
