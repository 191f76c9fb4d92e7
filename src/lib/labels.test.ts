import { i18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import { labels } from './labels'

// Made as a module loads, before any language is active (as the app's tables are); plain
// descriptors, not msg``, so that the catalogs do not take the test's strings.
const greetings = {
  morning: { id: 'labels-test.morning', message: 'Bom dia' },
  named: { id: 'labels-test.named', message: 'Olá, {name}' },
}
const greeting = labels(greetings)

describe('labels', () => {
  afterAll(() => i18n.activate('pt-BR'))

  it('translates a key in the language active when it is asked for, after every switch', () => {
    i18n.load({
      en: { [greetings.morning.id]: 'Good morning', [greetings.named.id]: 'Hello, {name}' },
      es: { [greetings.morning.id]: 'Buenos días', [greetings.named.id]: 'Hola, {name}' },
    })
    i18n.activate('en')
    expect(greeting('morning')).toBe('Good morning')
    i18n.activate('es')
    expect(greeting('morning')).toBe('Buenos días')
    expect(greeting('named', { name: 'Ana' })).toBe('Hola, Ana')
    i18n.activate('en')
    expect(greeting('named', { name: 'Ana' })).toBe('Hello, Ana')
  })
})
