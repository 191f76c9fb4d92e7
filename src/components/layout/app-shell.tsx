import { Box, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SyncStatusIndicator } from '../sync-status'
import { AppIcon } from './icons'
import { SidebarPanel, type ShellUser } from './sidebar-panel'
import { CONTENT_MARGIN, SIDEBAR_WIDTH, useSidebar } from './use-sidebar'

interface AppShellProps {
  user: ShellUser | null
  logoCandidates: readonly string[]
  children: ReactNode
}

/**
 * The signed-in frame. Desktop: a fixed sidebar 220 px (80 px collapsed, icons with tooltips)
 * and the content at the spec's left margin 200/80 px (the 20 px the expanded sidebar covers
 * are added to the content's padding). At ≤ 768 px: a top bar whose top-left button opens the
 * sidebar as a 250 px overlay, closed after a pick, on backdrop click and on Escape.
 */
export function AppShell({ user, logoCandidates, children }: AppShellProps) {
  const { t } = useLingui()
  const sidebar = useSidebar()
  const { isMobile, collapsed } = sidebar

  if (isMobile) {
    return (
      <Box minH="100dvh">
        <Flex
          as="header"
          position="sticky"
          top="0"
          zIndex="sticky"
          align="center"
          gap="2"
          px="2"
          h="14"
          bg="brand.solid"
          color="brand.contrast"
        >
          <IconButton
            variant="ghost"
            color="inherit"
            aria-label={t`Abrir menu`}
            data-testid="mobile-menu-button"
            onClick={() => sidebar.setMobileOpen(true)}
          >
            <AppIcon name="menu" />
          </IconButton>
          <Text fontWeight="semibold" flex="1">
            Celeiro
          </Text>
          <SyncStatusIndicator compact />
        </Flex>
        <Drawer.Root
          open={sidebar.mobileOpen}
          onOpenChange={(details) => sidebar.setMobileOpen(details.open)}
          placement="start"
        >
          <Portal>
            <Drawer.Backdrop data-testid="sidebar-backdrop" />
            <Drawer.Positioner>
              <Drawer.Content
                w={`${SIDEBAR_WIDTH.mobile}px`}
                maxW={`${SIDEBAR_WIDTH.mobile}px`}
                data-testid="sidebar"
                aria-label={t`Menu principal`}
              >
                <SidebarPanel
                  user={user}
                  logoCandidates={logoCandidates}
                  collapsed={false}
                  onNavigate={() => sidebar.setMobileOpen(false)}
                />
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Box as="main" p="4" data-testid="content">
          {children}
        </Box>
      </Box>
    )
  }

  const width = collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded
  const margin = collapsed ? CONTENT_MARGIN.collapsed : CONTENT_MARGIN.expanded
  const covered = width - margin
  return (
    <Box minH="100vh">
      <Box
        as="nav"
        aria-label={t`Menu principal`}
        data-testid="sidebar"
        data-collapsed={collapsed ? 'true' : 'false'}
        position="fixed"
        insetY="0"
        left="0"
        zIndex="docked"
        w={`${width}px`}
        transition="width 0.2s"
        boxShadow="md"
      >
        <SidebarPanel
          user={user}
          logoCandidates={logoCandidates}
          collapsed={collapsed}
          onToggleCollapsed={sidebar.toggleCollapsed}
        />
      </Box>
      <Box
        as="main"
        data-testid="content"
        ml={`${margin}px`}
        p="8"
        style={{ paddingLeft: `calc(${covered}px + 2rem)` }}
        transition="margin-left 0.2s"
      >
        {children}
      </Box>
    </Box>
  )
}
