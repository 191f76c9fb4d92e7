import { i18n, type Messages } from '@lingui/core'
import { setRequestLanguage } from '../../sync'
import {
  DEFAULT_LOCALE,
  LOCALES,
  PREFERRED_LANGUAGE_KEY,
  matchLocale,
  type AppLocale,
} from './locales'

/**
 * The catalog areas (lingui.config.ts): `app` is loaded at start-up; every other area by the
 * routes that show its strings, before they render (`loader: () => loadArea('members')`). A
 * string rendered without its area loaded shows as a hash id in production.
 */
export type CatalogArea =
  'app' | 'shell' | 'members' | 'treasury' | 'admin' | 'calendar' | 'reports' | 'assets' | 'signup'

const loadedAreas = new Set<CatalogArea>(['app'])

/** Catalogs are compiled by @lingui/vite-plugin and loaded on demand: one chunk per language and area. */
async function loadCatalog(locale: AppLocale, area: CatalogArea): Promise<Messages> {
  const loaded = (await import(`../../locales/${locale}/${area}.po`)) as { messages: Messages }
  return loaded.messages
}

/** Loads a language's catalogs (every area loaded so far), activates it, updates <html lang> and the API's X-Language. */
export async function activateLocale(locale: AppLocale): Promise<void> {
  const catalogs = await Promise.all([...loadedAreas].map((area) => loadCatalog(locale, area)))
  const messages: Messages = Object.assign({}, ...catalogs) as Messages
  i18n.loadAndActivate({ locale, locales: [locale, DEFAULT_LOCALE], messages })
  document.documentElement.lang = locale
  setRequestLanguage(() => i18n.locale || DEFAULT_LOCALE)
}

/** Makes an area's strings available in the active language (once; a later language switch reloads it too). */
export async function loadArea(area: CatalogArea): Promise<void> {
  if (loadedAreas.has(area)) return
  let locale = currentLocale()
  let messages = await loadCatalog(locale, area)
  // The language may have changed while the chunk loaded: load the one now active.
  while (locale !== currentLocale()) {
    locale = currentLocale()
    messages = await loadCatalog(locale, area)
  }
  loadedAreas.add(area)
  i18n.load(locale, messages)
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
