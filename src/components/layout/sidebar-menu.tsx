import { Box, Separator, Stack, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useLocation } from '@tanstack/react-router'
import { useMemo } from 'react'
import { MENU, filterMenu, isActivePath } from './menu'
import { SidebarLink } from './sidebar-link'

interface SidebarMenuProps {
  permissions: readonly string[] | undefined
  /** The organisation's administrators (role level 0) also see the subscription. */
  administrator?: boolean
  collapsed: boolean
  onNavigate?: () => void
}

/** The menu entries the user may see: Home, then each group with a heading (a line when collapsed). */
export function SidebarMenu({
  permissions,
  administrator,
  collapsed,
  onNavigate,
}: SidebarMenuProps) {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const entries = useMemo(
    () => filterMenu(MENU, permissions, administrator),
    [permissions, administrator],
  )

  return (
    <Stack as="ul" gap="1" listStyleType="none" py="2">
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          <li key={entry.id}>
            <SidebarLink
              to={entry.to}
              label={i18n._(entry.label)}
              icon={entry.icon}
              active={isActivePath(entry.to, pathname)}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          </li>
        ) : (
          <Box as="li" key={entry.id} data-menu-group={entry.id} pt="2">
            {collapsed ? (
              <Separator mx="4" mb="1" borderColor="whiteAlpha.500" />
            ) : (
              <Text
                px="5"
                pb="1"
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wider"
                opacity={0.8}
              >
                {i18n._(entry.label)}
              </Text>
            )}
            <Stack as="ul" gap="1" listStyleType="none" aria-label={i18n._(entry.label)}>
              {entry.items.map((item) => (
                <li key={item.id}>
                  <SidebarLink
                    to={item.to}
                    label={i18n._(item.label)}
                    icon={item.icon}
                    active={isActivePath(item.to, pathname)}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </Stack>
          </Box>
        ),
      )}
      {administrator ? (
        <Box as="li" pt="2">
          <SidebarLink
            to="/billing"
            label={i18n._(msg`Assinatura`)}
            icon="creditCard"
            active={isActivePath('/billing', pathname)}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </Box>
      ) : null}
    </Stack>
  )
}
