import { useLingui } from '@lingui/react/macro'
import { chooseLocale } from '../lib/i18n'
import { LOCALE_NAMES, LOCALES, matchLocale } from '../lib/locales'
import './language-select.css'

/**
 * The language selector: switches at once, remembers the choice, updates <html lang>. A native
 * select with its own CSS: /login, drawn without the design system, shows it too.
 */
export function LanguageSelect() {
  const { i18n, t } = useLingui()
  const current = matchLocale(i18n.locale) ?? 'pt-BR'
  return (
    <select
      className="language-select"
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
    </select>
  )
}
