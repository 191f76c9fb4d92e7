// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SyncStatus } from '../../../sync'
import type { AppStored } from './app-stored'
import { relativeTime } from './relative-time'
import { SyncStatusView } from './sync-status-view'

const BASE: SyncStatus = {
  running: true,
  online: true,
  syncing: false,
  pending: 0,
  attention: 0,
  lastSyncAt: null,
  initialSync: null,
  paused: false,
  persisted: true,
  clientTooOld: false,
  error: null,
}
const NOW = Date.parse('2026-11-22T01:00:00Z')

/** The sync status renders in the signed-in shell: its strings are in the `shell` catalog. */
async function activate(locale: 'pt-BR' | 'en' | 'es') {
  const load = async (area: string) =>
    ((await import(`../../../locales/${locale}/${area}.po`)) as { messages: Messages }).messages
  i18n.loadAndActivate({ locale, messages: { ...(await load('app')), ...(await load('shell')) } })
}

function show(patch: Partial<SyncStatus>, compact = false, stored?: AppStored) {
  const handlers = { onOpenAttention: vi.fn(), onSignIn: vi.fn(), onUpdate: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <SyncStatusView
          status={{ ...BASE, ...patch }}
          now={NOW}
          compact={compact}
          stored={stored}
          {...handlers}
        />
      </ChakraProvider>
    </I18nProvider>,
  )
  return handlers
}
const text = (id: string) => screen.getByTestId(id).textContent

afterEach(cleanup)

describe('SyncStatusView', { timeout: 20_000 }, () => {
  it('online, all sent, last sync relative (pt-BR)', async () => {
    await activate('pt-BR')
    show({ lastSyncAt: '2026-11-22T00:58:00Z' })
    expect(text('sync-online')).toBe('Online')
    expect(text('sync-pending')).toBe('Tudo enviado')
    expect(text('sync-last')).toBe('Última sincronização: há 2 minutos')
    expect(screen.queryByTestId('sync-not-persistent')).toBeNull()
    expect(screen.queryByTestId('sync-paused')).toBeNull()
  })

  it('offline with pending changes, in English and Spanish', async () => {
    await activate('en')
    show({ online: false, pending: 3, lastSyncAt: '2026-11-22T00:00:00Z' })
    expect(text('sync-online')).toBe('Offline')
    expect(text('sync-pending')).toBe('3 changes not sent')
    expect(text('sync-last')).toBe('Last sync: 1 hour ago')
    expect(screen.getByTestId('sync-status').dataset.online).toBe('false')
    cleanup()
    await activate('es')
    show({ online: false, pending: 1 })
    expect(text('sync-online')).toBe('Sin conexión')
    expect(text('sync-pending')).toBe('1 cambio sin enviar')
  })

  it('initial sync progress, storage notice, paused, client too old', async () => {
    await activate('pt-BR')
    const handlers = show({
      initialSync: { done: 250, total: 1000, phase: 'first' },
      persisted: false,
      paused: true,
      clientTooOld: true,
      attention: 2,
    })
    expect(text('sync-initial')).toContain('Preparando o essencial: 250 de 1000')
    expect(screen.getByTestId('sync-not-persistent')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(handlers.onSignIn).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }))
    expect(handlers.onUpdate).toHaveBeenCalledOnce()
    expect(text('sync-attention-link')).toBe('2Alterações que precisam de atenção')
    fireEvent.click(screen.getByTestId('sync-attention-link'))
    expect(handlers.onOpenAttention).toHaveBeenCalledOnce()
  })

  it("an initial sync's second phase says the app can be used meanwhile, in each language", async () => {
    const rest = { initialSync: { done: 40, total: 900, phase: 'rest' as const } }
    for (const [lang, words] of [
      [
        'pt-BR',
        'Baixando o restante: 40 de 900Já dá para usar; o restante chega em segundo plano.',
      ],
      [
        'en',
        'Downloading the rest: 40 of 900You can use the app now; the rest arrives in the background.',
      ],
      ['es', 'Descargando el resto: 40 de 900Ya se puede usar; el resto llega en segundo plano.'],
    ] as const) {
      await activate(lang)
      show(rest)
      expect(text('sync-initial')).toBe(words)
      cleanup()
    }
  })

  it('compact: a dot, "Sem conexão" in words, the pending count and the whole status as its label', async () => {
    await activate('pt-BR')
    const handlers = show({ online: false, pending: 4 }, true)
    const button = screen.getByRole('button', {
      name: 'Sincronização: Sem conexão, Não enviadas: 4',
    })
    expect(text('sync-words')).toBe('Sem conexão')
    expect(button.textContent).toBe('Sem conexão4')
    fireEvent.click(button)
    expect(handlers.onOpenAttention).toHaveBeenCalledOnce()
  })

  it("compact: an initial sync's progress is in the label, in each language", async () => {
    for (const [lang, label] of [
      ['pt-BR', 'Sincronização: Recebendo dados, Preparando o essencial: 3 de 80'],
      ['en', 'Sync: Receiving data, Getting the essentials: 3 of 80'],
      ['es', 'Sincronización: Recibiendo datos, Preparando lo esencial: 3 de 80'],
    ] as const) {
      await activate(lang)
      show({ initialSync: { done: 3, total: 80, phase: 'first' } }, true)
      expect(screen.getByRole('button').getAttribute('aria-label')).toBe(label)
      cleanup()
    }
  })
})

describe('SyncStatusView in the top bar (issue 48)', { timeout: 20_000 }, () => {
  it('offline: "Sem conexão" in words, in each language', async () => {
    for (const [lang, words] of [
      ['pt-BR', 'Sem conexão'],
      ['en', 'Offline'],
      ['es', 'Sin conexión'],
    ] as const) {
      await activate(lang)
      show({ online: false }, true)
      expect(text('sync-words')).toBe(words)
      expect(screen.getByTestId('sync-status').dataset.tone).toBe('gray')
      cleanup()
    }
  })

  it('during the first download: "Recebendo dados", not a green "Tudo enviado"', async () => {
    for (const [lang, words] of [
      ['pt-BR', 'Recebendo dados'],
      ['en', 'Receiving data'],
      ['es', 'Recibiendo datos'],
    ] as const) {
      await activate(lang)
      show({ initialSync: { done: 0, total: 0, phase: 'first' } }, true)
      const button = screen.getByTestId('sync-status')
      expect(text('sync-words')).toBe(words)
      expect(button.dataset.tone).not.toBe('green')
      expect(button.getAttribute('aria-label')).not.toMatch(/Tudo enviado|All sent|Todo enviado/)
      cleanup()
    }
    await activate('pt-BR')
    show({ initialSync: { done: 10, total: 90, phase: 'rest' } })
    expect(text('sync-online')).toBe('Recebendo dados')
    expect(text('sync-pending')).toBe('')
  })

  it('refused changes: the label and the words say how many need attention (plural)', async () => {
    for (const [lang, attention, words] of [
      ['pt-BR', 1, '1 alteração precisa de atenção'],
      ['pt-BR', 3, '3 alterações precisam de atenção'],
      ['en', 1, '1 change needs attention'],
      ['en', 2, '2 changes need attention'],
      ['es', 1, '1 cambio necesita atención'],
      ['es', 2, '2 cambios necesitan atención'],
    ] as const) {
      await activate(lang)
      show({ attention }, true)
      const button = screen.getByTestId('sync-status')
      expect(text('sync-words')).toBe(words)
      expect(button.getAttribute('aria-label')).toMatch(new RegExp(`: ${words}, `))
      expect(button.getAttribute('aria-label')).not.toMatch(/Tudo enviado|All sent|Todo enviado/)
      expect(button.dataset.tone).toBe('red')
      cleanup()
    }
  })

  it('before the engine has read its queue: no "Tudo enviado" and no green (session 47)', async () => {
    // The signed-in layout is drawn before the engine starts: nothing is known of the queue yet.
    await activate('pt-BR')
    show({ running: false }, true)
    const button = screen.getByTestId('sync-status')
    expect(button.getAttribute('aria-label')).toBe('Sincronização: Online')
    expect(button.dataset.tone).toBe('gray')
  })

  it('a started engine before its first sync has ended: no "Tudo enviado" over an empty mirror', async () => {
    // A first sign-in: the engine has read an empty queue, its first cycle has not reached the pull.
    for (const syncing of [false, true]) {
      await activate('pt-BR')
      show({ lastSyncAt: null, syncing }, false, 'stored')
      expect(text('sync-pending')).toBe('')
      expect(screen.queryByTestId('sync-offline-ready')).toBeNull()
      cleanup()
      show({ lastSyncAt: null, syncing }, true)
      const button = screen.getByTestId('sync-status')
      expect(button.getAttribute('aria-label')).toBe('Sincronização: Online')
      expect(button.dataset.tone).toBe(syncing ? 'orange' : 'gray')
      cleanup()
    }
  })

  it('online with everything sent: the dot alone, nothing to read', async () => {
    await activate('pt-BR')
    show({ lastSyncAt: '2026-11-22T00:58:00Z' }, true)
    expect(screen.queryByTestId('sync-words')).toBeNull()
    expect(screen.getByTestId('sync-status').getAttribute('aria-label')).toBe(
      'Sincronização: Online, Tudo enviado',
    )
  })
})

describe('SyncStatusView: the screens stored on the device (issue 49)', { timeout: 20_000 }, () => {
  it('says "Pronto para usar sem internet" only once the screens are stored', async () => {
    for (const [lang, ready, storing] of [
      ['pt-BR', 'Pronto para usar sem internet', 'Guardando as telas neste aparelho…'],
      ['en', 'Ready to use offline', "Saving the app's screens on this device…"],
      ['es', 'Listo para usar sin internet', 'Guardando las pantallas en este dispositivo…'],
    ] as const) {
      await activate(lang)
      show({ lastSyncAt: '2026-11-22T00:58:00Z' }, false, 'storing')
      expect(text('sync-storing')).toBe(storing)
      expect(screen.queryByTestId('sync-offline-ready')).toBeNull()
      cleanup()
      show({ lastSyncAt: '2026-11-22T00:58:00Z' }, true, 'storing')
      expect(screen.getByTestId('sync-status').getAttribute('aria-label')).toContain(storing)
      cleanup()
      show({ lastSyncAt: '2026-11-22T00:58:00Z' }, false, 'stored')
      expect(text('sync-offline-ready')).toBe(ready)
      expect(screen.queryByTestId('sync-storing')).toBeNull()
      cleanup()
    }
    // During the first sync, and with no service worker, neither is said.
    show({ initialSync: { done: 1, total: 9, phase: 'first' } }, false, 'stored')
    expect(screen.queryByTestId('sync-offline-ready')).toBeNull()
    cleanup()
    show({}, false, 'unknown')
    expect(screen.queryByTestId('sync-offline-ready')).toBeNull()
    expect(screen.queryByTestId('sync-storing')).toBeNull()
  })
})

describe('relativeTime', () => {
  it('speaks each language', () => {
    expect(relativeTime('2026-11-22T00:59:50Z', NOW, 'pt-BR')).toBe('agora')
    expect(relativeTime('2026-11-21T01:00:00Z', NOW, 'en')).toBe('yesterday')
    expect(relativeTime('2026-11-22T00:55:00Z', NOW, 'es')).toBe('hace 5 minutos')
    expect(relativeTime('not a date', NOW, 'en')).toBe('')
  })
})
