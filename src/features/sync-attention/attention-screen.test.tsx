// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as SyncModule from '../../../sync'
import type { AttentionEntry, SyncStatus } from '../../../sync'
import { AttentionScreen } from './attention-screen'
import { parseArgs, splitName } from './summarize'

const engine = vi.hoisted(() => {
  const entries: AttentionEntry[] = []
  return {
    entries,
    list: vi.fn(() => Promise.resolve([...entries])),
    resend: vi.fn((id: number) => {
      entries.splice(
        entries.findIndex((e) => e.mutationId === id),
        1,
      )
      return Promise.resolve(99)
    }),
    discard: vi.fn((id: number) => {
      entries.splice(
        entries.findIndex((e) => e.mutationId === id),
        1,
      )
      return Promise.resolve()
    }),
    export: vi.fn((format: 'json' | 'csv') =>
      Promise.resolve(format === 'json' ? '[]' : 'mutationId'),
    ),
  }
})

vi.mock('../../../sync', async (importOriginal) => {
  const actual = await importOriginal<typeof SyncModule>()
  const status: SyncStatus = {
    running: true,
    online: true,
    syncing: false,
    pending: 0,
    attention: 2,
    lastSyncAt: null,
    initialSync: null,
    paused: false,
    persisted: true,
    clientTooOld: false,
    error: null,
  }
  return {
    ...actual,
    attention: {
      list: engine.list,
      resend: engine.resend,
      discard: engine.discard,
      export: engine.export,
    },
    syncStatus: { subscribe: () => () => undefined, getSnapshot: () => status },
  }
})

// The device's mirror as the summaries read it: one church, nothing else.
vi.mock('./use-name-book', () => ({
  useNameBook: () => ({
    row: (table: string, id: string) =>
      table === 'churches' && id === 'c1' ? { id, name: 'Igreja Central' } : undefined,
  }),
}))

const ENTRIES: AttentionEntry[] = [
  {
    mutationId: 3,
    name: 'field.create',
    args: { id: 'f1', name: 'Campo Norte', code: 12 },
    createdAt: '2026-11-21T10:00:00Z',
    at: '2026-11-21T10:05:00Z',
    reason: { code: 'forbidden', message: 'Sem permissão para esta ação.' },
  },
  {
    mutationId: 5,
    name: 'church.update',
    args: { id: 'c1', patch: { name: '' } },
    createdAt: '2026-11-21T11:00:00Z',
    at: '2026-11-21T11:05:00Z',
    reason: { code: 'validation_failed', message: 'Dados inválidos.' },
  },
]

function show() {
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <AttentionScreen />
      </ChakraProvider>
    </I18nProvider>,
  )
}
const cards = () => screen.findAllByTestId('attention-entry')

beforeAll(() => {
  configure({ asyncUtilTimeout: 5_000 })
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
})
beforeEach(() => {
  engine.entries.splice(0, engine.entries.length, ...structuredClone(ENTRIES))
  vi.clearAllMocks()
})
afterEach(cleanup)

describe('AttentionScreen', { timeout: 30_000 }, () => {
  it('lists what it was, when and the server reason', async () => {
    show()
    const [first, second] = await cards()
    // Names, not args: the church by its name in the mirror (the patch's empty name is not shown).
    await waitFor(() =>
      expect(within(first!).getByTestId('attention-summary').textContent).toBe(
        'Inclusão · Campo · Campo Norte',
      ),
    )
    expect(within(first!).getByTestId('attention-reason').textContent).toBe(
      'Motivo: Sem permissão para esta ação.',
    )
    expect(within(second!).getByTestId('attention-summary').textContent).toBe(
      'Alteração · Igreja · Igreja Central',
    )
  })

  it('resends with edited args only when they are valid JSON', async () => {
    show()
    const [first] = await cards()
    fireEvent.click(within(first!).getByTestId('attention-edit'))
    const area = within(first!).getByTestId('attention-json')
    fireEvent.change(area, { target: { value: '{ not json' } })
    fireEvent.click(within(first!).getByTestId('attention-resend'))
    expect(await within(first!).findByText('JSON inválido.')).toBeTruthy()
    expect(engine.resend).not.toHaveBeenCalled()
    fireEvent.change(area, { target: { value: '{"id":"f1","name":"Campo Sul"}' } })
    fireEvent.click(within(first!).getByTestId('attention-resend'))
    await waitFor(() =>
      expect(engine.resend).toHaveBeenCalledWith(3, { id: 'f1', name: 'Campo Sul' }),
    )
    await waitFor(async () => expect(await cards()).toHaveLength(1))
  })

  it('discards only after the confirmation', async () => {
    show()
    const [, second] = await cards()
    fireEvent.click(within(second!).getByTestId('attention-discard'))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(engine.discard).not.toHaveBeenCalled()
    fireEvent.click(within(second!).getByTestId('attention-discard'))
    const again = await screen.findByRole('alertdialog')
    fireEvent.click(within(again).getByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(engine.discard).toHaveBeenCalledWith(5))
    await waitFor(async () => expect(await cards()).toHaveLength(1))
  })

  it('exports as JSON and CSV downloads', async () => {
    const created: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob)
      return 'blob:x'
    })
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    show()
    await cards()
    await act(async () => {
      fireEvent.click(screen.getByTestId('attention-export-json'))
      fireEvent.click(screen.getByTestId('attention-export-csv'))
      await Promise.resolve()
    })
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2))
    expect(engine.export.mock.calls.map(([format]) => format)).toEqual(['json', 'csv'])
    expect(created.map((blob) => blob.type)).toEqual(['application/json', 'text/csv;charset=utf-8'])
  })

  it('says when nothing needs attention', async () => {
    engine.entries.splice(0)
    show()
    expect(await screen.findByTestId('attention-empty')).toBeTruthy()
  })
})

describe('summaries', () => {
  it('reads names and args', () => {
    expect(splitName('user.delete')).toEqual({ entity: 'user', action: 'delete' })
    expect(parseArgs('{"a":1}')).toEqual({ ok: true, value: { a: 1 } })
    expect(parseArgs('{')).toEqual({ ok: false })
  })
})
