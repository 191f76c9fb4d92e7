// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SaveAndNextLabel } from './save-and-next'

/** A device whose media queries answer as `keyboard` says: a mouse and keyboard, or a touch screen. */
function device(keyboard: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: keyboard && /pointer: fine/.test(query) && /hover: hover/.test(query),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
}

function label() {
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <SaveAndNextLabel />
    </I18nProvider>,
  )
  return container.textContent
}

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('"Salvar e próximo"', () => {
  it('names the Enter key where there is a keyboard and a fine pointer', () => {
    device(true)
    expect(label()).toBe('Salvar e próximo (Enter)')
  })

  it('never on a phone (touch: no fine pointer, no hover)', () => {
    device(false)
    expect(label()).toBe('Salvar e próximo')
  })
})
