import { Icon, type IconProps } from '@chakra-ui/react'
import { iconDrawing, type IconName } from './icon-drawings'

export type { IconName }

export interface AppIconProps extends Omit<IconProps, 'children'> {
  name: IconName
}

export function AppIcon({ name, ...props }: AppIconProps) {
  return (
    <Icon
      // Chakra's Icon clones its child unless `as` is given; these icons are drawn here.
      as="svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      boxSize="5"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {iconDrawing(name)}
    </Icon>
  )
}
