import { Box, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { InitialSyncStrip, SyncStatusIndicator } from '../sync-status'
import { BillingBanner } from './billing-banner'
import { AppIcon } from './icons'
import { SidebarPanel, type ShellUser } from './sidebar-panel'
import { CONTENT_MARGIN, SIDEBAR_WIDTH, useSidebar, type SidebarState } from './use-sidebar'

interface AppShellProps {
  user: ShellUser | null
  logoCandidates: readonly string[]
  children: ReactNode
}

interface FrameProps {
  user: ShellUser | null
  logoCandidates: readonly string[]
  sidebar: SidebarState
}

/**
 * The signed-in frame. Desktop: a fixed sidebar 220 px (80 px collapsed, icons with tooltips)
 * and the content at the spec's left margin 200/80 px (the 20 px the expanded sidebar covers
 * are added to the content's padding). At ≤ 768 px: a top bar whose top-left button opens the
 * sidebar as a 250 px overlay, closed after a pick, on backdrop click and on Escape.
 *
 * The content keeps its place in the tree whichever frame is shown: crossing the breakpoint
 * (a tablet turned, a window resized) never remounts the screen, so a half-filled form stays.
 */
export function AppShell({ user, logoCandidates, children }: AppShellProps) {
  const sidebar = useSidebar()
  const { isMobile, collapsed } = sidebar
  const frame = { user, logoCandidates, sidebar }
  const margin = collapsed ? CONTENT_MARGIN.collapsed : CONTENT_MARGIN.expanded
  const covered = (collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded) - margin
  const shown = useShownScreen()
  return (
    // data-app-layout: the early frame (src/components/early-home) hides in the frame this appears.
    <Box minH="100dvh" data-app-layout="">
      {isMobile ? <MobileFrame {...frame} /> : <DesktopSidebar {...frame} />}
      <Box
        as="main"
        data-testid="content"
        aria-busy={shown.busy || undefined}
        data-location={shown.path}
        ml={isMobile ? undefined : `${margin}px`}
        p={isMobile ? '4' : '8'}
        style={isMobile ? undefined : { paddingLeft: `calc(${covered}px + 2rem)` }}
        transition="margin-left 0.2s"
      >
        <BillingBanner billing={user?.billing} administrator={user?.role.levelOrder === 0} />
        {children}
      </Box>
    </Box>
  )
}

/**
 * Whether the next screen is still loading (its code or its data: the content is `aria-busy`, as
 * a screen reader expects) and the path of the screen shown (tests wait for it after a move).
 */
function useShownScreen(): { busy: boolean; path: string | undefined } {
  const busy = useRouterState({ select: (s) => s.status === 'pending' })
  const path = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  return { busy, path }
}

/** ≤ 768 px: the top bar and the sidebar as an overlay. */
function MobileFrame({ user, logoCandidates, sidebar }: FrameProps) {
  const { t } = useLingui()
  return (
    <>
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
        <InitialSyncStrip />
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
    </>
  )
}

/** Desktop: the fixed sidebar, 220 px or 80 px collapsed. */
function DesktopSidebar({ user, logoCandidates, sidebar }: FrameProps) {
  const { t } = useLingui()
  const { collapsed } = sidebar
  return (
    <Box
      as="nav"
      aria-label={t`Menu principal`}
      data-testid="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
      position="fixed"
      insetY="0"
      left="0"
      zIndex="docked"
      w={`${collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}px`}
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
  )
}
