import { Flex, Portal, Text, Tooltip } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { AppIcon, type IconName } from './icons'
import type { MenuPath } from './menu'

interface SidebarLinkProps {
  to: MenuPath
  label: string
  icon: IconName
  active: boolean
  collapsed: boolean
  onNavigate?: () => void
}

/** A tooltip on the right of the trigger, shown only when `enabled` (the collapsed sidebar). */
export function SideTooltip({
  label,
  enabled,
  children,
}: {
  label: string
  enabled: boolean
  children: ReactElement
}) {
  if (!enabled) return children
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  )
}

export function SidebarLink({ to, label, icon, active, collapsed, onNavigate }: SidebarLinkProps) {
  return (
    <SideTooltip label={label} enabled={collapsed}>
      <Flex
        asChild
        align="center"
        gap="3"
        px="3"
        py="2"
        mx="2"
        rounded="md"
        fontSize="sm"
        fontWeight={active ? 'semibold' : 'normal'}
        justify={collapsed ? 'center' : 'flex-start'}
        bg={active ? 'brand.accent' : 'transparent'}
        color={active ? 'brand.solid' : 'inherit'}
        _hover={{ bg: active ? 'brand.accent' : 'blackAlpha.200' }}
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'brand.contrast',
          outlineOffset: '1px',
        }}
      >
        <Link
          to={to}
          aria-current={active ? 'page' : undefined}
          aria-label={collapsed ? label : undefined}
          onClick={onNavigate}
        >
          <AppIcon name={icon} flexShrink={0} />
          {collapsed ? null : <Text lineClamp={2}>{label}</Text>}
        </Link>
      </Flex>
    </SideTooltip>
  )
}
