// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toaster } from '../lib/toaster'
import { Toaster } from './toasts'

/** The toasts render at start-up: their words are in the `app` catalog. */
async function activate(locale: 'pt-BR' | 'en' | 'es') {
  const { messages } = (await import(`../../locales/${locale}/app.po`)) as { messages: Messages }
  i18n.loadAndActivate({ locale, messages })
}

beforeAll(() => {
  // jsdom measures nothing: the room kept for the toasts is not what is tested here.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  act(() => toaster.remove())
  cleanup()
})

/** The toasts' screen-reader words: the group's label and each close button's. */
async function labels(locale: 'pt-BR' | 'en' | 'es') {
  await activate(locale)
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>
    </I18nProvider>,
  )
  act(() => void toaster.create({ title: 'Receita salva.', type: 'success', duration: 60_000 }))
  const close = await screen.findByRole('button')
  const group = screen.getByRole('region')
  return { group: group.getAttribute('aria-label'), close: close.getAttribute('aria-label') }
}

describe('the toasts in the user language (issue 48)', { timeout: 20_000 }, () => {
  it('pt-BR: not zag\'s "Notifications, top (alt+T)" and "Dismiss notification"', async () => {
    expect(await labels('pt-BR')).toEqual({
      group: 'Notificações (Alt+T)',
      close: 'Fechar notificação',
    })
  })

  it('en and es', async () => {
    expect(await labels('en')).toEqual({
      group: 'Notifications (Alt+T)',
      close: 'Dismiss notification',
    })
    cleanup()
    act(() => toaster.remove())
    expect(await labels('es')).toEqual({
      group: 'Notificaciones (Alt+T)',
      close: 'Cerrar notificación',
    })
  })
})
