// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SyncStatus } from '../../../sync'
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

function show(patch: Partial<SyncStatus>, compact = false) {
  const handlers = { onOpenAttention: vi.fn(), onSignIn: vi.fn(), onUpdate: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <SyncStatusView status={{ ...BASE, ...patch }} now={NOW} compact={compact} {...handlers} />
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

  it('compact: a dot, the pending count and the whole status as its label', async () => {
    await activate('pt-BR')
    const handlers = show({ online: false, pending: 4 }, true)
    const button = screen.getByRole('button', {
      name: 'Sincronização: Sem conexão, Não enviadas: 4',
    })
    expect(button.textContent).toBe('4')
    fireEvent.click(button)
    expect(handlers.onOpenAttention).toHaveBeenCalledOnce()
  })

  it("compact: an initial sync's progress is in the label, in each language", async () => {
    for (const [lang, label] of [
      ['pt-BR', 'Sincronização: Online, Tudo enviado, Preparando o essencial: 3 de 80'],
      ['en', 'Sync: Online, All sent, Getting the essentials: 3 of 80'],
      ['es', 'Sincronización: En línea, Todo enviado, Preparando lo esencial: 3 de 80'],
    ] as const) {
      await activate(lang)
      show({ initialSync: { done: 3, total: 80, phase: 'first' } }, true)
      expect(screen.getByRole('button').getAttribute('aria-label')).toBe(label)
      cleanup()
    }
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
