import { i18n, type Messages } from '@lingui/core'
import { setRequestLanguage } from '../../sync'
import {
  DEFAULT_LOCALE,
  LOCALES,
  PREFERRED_LANGUAGE_KEY,
  matchLocale,
  type AppLocale,
} from './locales'

/** Catalogs are compiled by @lingui/vite-plugin and loaded on demand: one chunk per language. */
async function loadCatalog(locale: AppLocale): Promise<Messages> {
  const loaded = (await import(`../../locales/${locale}/messages.po`)) as { messages: Messages }
  return loaded.messages
}

/** Loads a language's catalog, activates it, updates <html lang> and the API's X-Language. */
export async function activateLocale(locale: AppLocale): Promise<void> {
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, locales: [locale, DEFAULT_LOCALE], messages })
  document.documentElement.lang = locale
  setRequestLanguage(() => i18n.locale || DEFAULT_LOCALE)
}

/** The language-selector path: activates at once and stores the choice. */
export async function chooseLocale(locale: AppLocale): Promise<void> {
  await activateLocale(locale)
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, locale)
  } catch {
    // storage full or blocked: the choice lasts this visit only
  }
}

/** The active app locale. */
export function currentLocale(): AppLocale {
  return matchLocale(i18n.locale) ?? DEFAULT_LOCALE
}

export { i18n, LOCALES }
