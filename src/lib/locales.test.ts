import { describe, expect, it } from 'vitest'
import { detectLocale, matchLocale, type DetectionSources } from './locales'

const none: DetectionSources = {
  stored: null,
  browser: [],
  htmlLang: null,
  pathname: '/',
  hostname: 'celeiro.app',
}

describe('language detection', () => {
  it('maps language tags to the app languages', () => {
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('en-US')).toBe('en')
    expect(matchLocale('es-419')).toBe('es')
    expect(matchLocale('fr-FR')).toBeNull()
    expect(matchLocale('')).toBeNull()
  })

  it('follows the order: stored, browser, <html lang>, path, subdomain, then pt-BR', () => {
    expect(detectLocale({ ...none, stored: 'es', browser: ['en-US'], htmlLang: 'pt-BR' })).toBe(
      'es',
    )
    expect(detectLocale({ ...none, browser: ['fr-FR', 'en-GB'], htmlLang: 'es' })).toBe('en')
    expect(detectLocale({ ...none, browser: ['fr'], htmlLang: 'es', pathname: '/en/login' })).toBe(
      'es',
    )
    expect(
      detectLocale({ ...none, browser: ['de'], pathname: '/en/login', hostname: 'es.celeiro.app' }),
    ).toBe('en')
    expect(detectLocale({ ...none, browser: ['de'], hostname: 'es.celeiro.app' })).toBe('es')
    expect(detectLocale({ ...none, browser: ['de'] })).toBe('pt-BR')
  })

  it('ignores a stored value that is not an app language', () => {
    expect(detectLocale({ ...none, stored: 'klingon', browser: ['en'] })).toBe('en')
  })
})
