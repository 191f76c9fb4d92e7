import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { chooseLocale } from '../lib/i18n'
import { LOCALE_NAMES, LOCALES, matchLocale } from '../lib/locales'

/** The language selector: switches at once, remembers the choice, updates <html lang>. */
export function LanguageSelect({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { i18n, t } = useLingui()
  const current = matchLocale(i18n.locale) ?? 'pt-BR'
  return (
    <NativeSelect.Root size={size} width="auto">
      <NativeSelect.Field
        aria-label={t`Idioma`}
        data-testid="language-select"
        value={current}
        onChange={(event) => {
          const locale = matchLocale(event.currentTarget.value)
          if (locale)
            chooseLocale(locale).catch((error: unknown) =>
              console.error('Could not load the language', error),
            )
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
