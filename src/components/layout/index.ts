export { AppShell } from './app-shell'
export { AppLoading } from './app-loading'
export { ChurchLogo } from './church-logo'
export { AppIcon, type IconName } from './icons'
export { useSessionWatch, TOKEN_CHECK_INTERVAL_MS } from './use-session-watch'
export {
  MENU,
  filterMenu,
  isActivePath,
  type MenuEntry,
  type MenuItem,
  type MenuGroup,
  type MenuPath,
} from './menu'
export { firstName, initials } from './user-names'
export { useAppInstalled, useInstallAvailable } from './use-install-prompt'
