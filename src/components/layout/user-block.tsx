import { Avatar, Box, Flex, Menu, Portal, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AppIcon } from './icons'
import { SideTooltip } from './sidebar-link'
import { firstName, initials } from './user-names'
import { chooseLocale } from '../../lib/i18n'
import { LOCALES, LOCALE_NAMES, matchLocale } from '../../lib/locales'

export interface UserBlockUser {
  name: string
  fullName?: string | null
  role: { name: string }
}

interface UserBlockProps {
  user: UserBlockUser | null
  collapsed: boolean
  onNavigate?: () => void
}

/** The bottom of the sidebar: avatar with initials, first name and role; opens Profile / FAQ / Logout. */
export function UserBlock({ user, collapsed, onNavigate }: UserBlockProps) {
  const { t } = useLingui()
  if (!user) {
    return (
      <Text px="4" py="3" fontSize="sm" role="status" data-testid="user-block-loading">
        <Trans>Carregando...</Trans>
      </Text>
    )
  }
  const name = firstName(user.name) || firstName(user.fullName)
  return (
    <Menu.Root positioning={{ placement: collapsed ? 'right-end' : 'top-start' }}>
      <SideTooltip label={`${name} · ${user.role.name}`} enabled={collapsed}>
        <Menu.Trigger asChild>
          <Flex
            as="button"
            data-testid="user-block"
            aria-label={t`Menu do usuário`}
            align="center"
            gap="3"
            w="full"
            px={collapsed ? '0' : '3'}
            py="3"
            justify={collapsed ? 'center' : 'flex-start'}
            textAlign="start"
            cursor="pointer"
            _hover={{ bg: 'blackAlpha.200' }}
            _focusVisible={{
              outline: '2px solid',
              outlineColor: 'brand.contrast',
              outlineOffset: '-2px',
            }}
          >
            <Avatar.Root size="sm" bg="brand.accent" color="brand.solid">
              <Avatar.Fallback>{initials(user.fullName ?? user.name)}</Avatar.Fallback>
            </Avatar.Root>
            {collapsed ? null : (
              <Box minW="0" flex="1">
                <Text fontWeight="semibold" fontSize="sm" truncate data-testid="user-first-name">
                  {name}
                </Text>
                <Text fontSize="xs" opacity={0.85} truncate data-testid="user-role">
                  {user.role.name}
                </Text>
              </Box>
            )}
          </Flex>
        </Menu.Trigger>
      </SideTooltip>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="profile" asChild>
              <Link to="/profile" onClick={onNavigate}>
                <AppIcon name="user" boxSize="4" />
                <Trans>Perfil</Trans>
              </Link>
            </Menu.Item>
            <Menu.Item value="faq" asChild>
              <Link to="/faq" onClick={onNavigate}>
                <AppIcon name="help" boxSize="4" />
                <Trans>Perguntas frequentes</Trans>
              </Link>
            </Menu.Item>
            <Menu.Separator />
            <LanguageItems />
            <Menu.Separator />
            <Menu.Item value="logout" asChild>
              <Link to="/logout" onClick={onNavigate}>
                <AppIcon name="logOut" boxSize="4" />
                <Trans>Sair</Trans>
              </Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** The language of the app, switched at once from the user menu (and remembered on the device). */
function LanguageItems() {
  const { i18n, t } = useLingui()
  const current = matchLocale(i18n.locale) ?? 'pt-BR'
  return (
    <Menu.RadioItemGroup
      value={current}
      onValueChange={({ value }) => {
        const locale = matchLocale(value)
        if (locale)
          chooseLocale(locale).catch((error: unknown) =>
            console.error('Could not load the language', error),
          )
      }}
    >
      <Menu.ItemGroupLabel>{t`Idioma`}</Menu.ItemGroupLabel>
      {LOCALES.map((locale) => (
        <Menu.RadioItem
          key={locale}
          value={locale}
          lang={locale}
          data-testid={`language-${locale}`}
        >
          {LOCALE_NAMES[locale]}
          <Menu.ItemIndicator />
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  )
}
