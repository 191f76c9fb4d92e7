/** The app's languages: pt-BR is the source and the fallback (spec §1). */
export const LOCALES = ['pt-BR', 'en', 'es'] as const
export type AppLocale = (typeof LOCALES)[number]

/** Each language named in itself, so a user can find theirs whatever is active. */
export const LOCALE_NAMES: Record<AppLocale, string> = {
  'pt-BR': 'Português',
  en: 'English',
  es: 'Español',
}
export const DEFAULT_LOCALE: AppLocale = 'pt-BR'
/** localStorage key of the language the user picked. */
export const PREFERRED_LANGUAGE_KEY = 'preferred-language'

/** Maps a language tag ('pt', 'pt-PT', 'en-US', 'es-419'...) to an app locale, or null. */
export function matchLocale(tag: string | null | undefined): AppLocale | null {
  if (!tag) return null
  const base = tag.trim().toLowerCase().split(/[-_]/)[0]
  if (base === 'pt') return 'pt-BR'
  if (base === 'en') return 'en'
  if (base === 'es') return 'es'
  return null
}

export interface DetectionSources {
  stored: string | null
  browser: readonly string[]
  htmlLang: string | null
  pathname: string
  hostname: string
}

/** Detection order (spec §1): stored preference, browser, <html lang>, path prefix, subdomain; else pt-BR. */
export function detectLocale(sources: DetectionSources): AppLocale {
  const candidates = [
    sources.stored,
    ...sources.browser,
    sources.htmlLang,
    sources.pathname.split('/')[1] ?? null,
    sources.hostname.split('.').length > 2 ? (sources.hostname.split('.')[0] ?? null) : null,
  ]
  for (const candidate of candidates) {
    const locale = matchLocale(candidate)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

/** Reads the detection sources from the browser. */
export function browserDetectionSources(): DetectionSources {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(PREFERRED_LANGUAGE_KEY)
  } catch {
    stored = null
  }
  return {
    stored,
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
    pathname: location.pathname,
    hostname: location.hostname,
  }
}
