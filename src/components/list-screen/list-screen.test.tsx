// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CARDS_QUERY, ListScreen, type ListScreenProps } from './list-screen'
import { paginate } from './list-state'
import { syncStatus } from '../../../sync'
import { notify } from '../../lib/toaster'

interface Person {
  id: string
  name: string
}
const PEOPLE: Person[] = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Pessoa ${i + 1}`,
}))

function wrap(ui: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>
    </I18nProvider>,
  )
}

function People(props: Partial<ListScreenProps<Person>>) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(5)
  const [search, setSearch] = useState('')
  const rows = PEOPLE.filter((p) => p.name.includes(search))
  return (
    <ListScreen<Person>
      title="Pessoas"
      columns={[
        { id: 'name', header: 'Nome', cell: (p) => p.name },
        { id: 'code', header: 'Código', cell: (p) => p.id.toUpperCase() },
        { id: 'note', header: 'Nota', cell: () => 'só no computador', wideOnly: true },
      ]}
      rows={paginate(rows, page, pageSize)}
      total={rows.length}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      search={search}
      onSearchChange={setSearch}
      page={page}
      onPageChange={setPage}
      pageSize={pageSize}
      onPageSizeChange={setPageSize}
      can={{}}
      {...props}
    />
  )
}

beforeAll(() => {
  // Generous waits: the machine running the suite may be busy.
  configure({ asyncUtilTimeout: 5_000 })
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
  // jsdom lacks these; Chakra's positioning, scroll areas and breakpoint values call them.
  // No media query matches: the pagination renders as on the narrowest screen.
  globalThis.matchMedia ??= (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  if (!('scrollTo' in Element.prototype))
    Object.assign(Element.prototype, { scrollTo: () => undefined })
})
afterEach(cleanup)

describe('ListScreen', { timeout: 30_000 }, () => {
  it("says the list may be incomplete while the device's initial sync runs", () => {
    const during = {
      ...syncStatus.getSnapshot(),
      initialSync: { done: 5, total: 9, phase: 'rest' as const },
    }
    const spy = vi.spyOn(syncStatus, 'getSnapshot').mockReturnValue(during)
    try {
      wrap(<People />)
      expect(screen.getByTestId('list-still-arriving').textContent).toContain(
        'Este aparelho ainda está recebendo os dados',
      )
    } finally {
      spy.mockRestore()
    }
    cleanup()
    wrap(<People />)
    expect(screen.queryByTestId('list-still-arriving')).toBeNull()
  })

  it('shows one page of rows and the range, and pages on', async () => {
    wrap(<People />)
    expect(screen.getByRole('heading', { name: 'Pessoas' })).toBeTruthy()
    expect(screen.getAllByRole('row')).toHaveLength(6) // header + 5
    expect(screen.getByTestId('list-range').textContent).toBe('1–5 de 12')
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }))
    await screen.findByText('Pessoa 6')
    expect(screen.getByTestId('list-range').textContent).toBe('6–10 de 12')
  })

  it('shows actions only with their permission', () => {
    const handlers = { onAdd: vi.fn(), onView: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() }
    const { unmount } = wrap(<People {...handlers} can={{}} />)
    expect(screen.queryByRole('button', { name: 'Adicionar' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Editar Pessoa 1' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Excluir Pessoa 1' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Ver Pessoa 1' })).toBeTruthy()
    unmount()

    wrap(<People {...handlers} can={{ add: true, edit: true, delete: true }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }))
    fireEvent.click(screen.getByRole('button', { name: 'Editar Pessoa 2' }))
    expect(handlers.onAdd).toHaveBeenCalledOnce()
    expect(handlers.onEdit).toHaveBeenCalledWith(PEOPLE[1])
  })

  it("says 'Ação cancelada.' when a delete is cancelled, on every list (the members' too: issue 50)", async () => {
    const info = vi.spyOn(notify, 'info').mockReturnValue('toast')
    wrap(<People onDelete={vi.fn()} can={{ delete: true }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Pessoa 3' }))
    await screen.findByText(/Tem certeza de que deseja excluir “Pessoa 3”/)
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(info).toHaveBeenCalledWith('Ação cancelada.'))
    info.mockRestore()
  })

  it('deletes only after confirmation', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined)
    const onDeleteCancel = vi.fn()
    wrap(<People onDelete={onDelete} onDeleteCancel={onDeleteCancel} can={{ delete: true }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Pessoa 3' }))
    await screen.findByText(/Tem certeza de que deseja excluir “Pessoa 3”/)
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onDelete).not.toHaveBeenCalled()
    expect(onDeleteCancel).toHaveBeenCalledOnce()

    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Pessoa 3' }))
    const confirm = await screen.findByRole('button', { name: 'Excluir' })
    await act(async () => {
      fireEvent.click(confirm)
      await Promise.resolve()
    })
    expect(onDelete).toHaveBeenCalledWith(PEOPLE[2])
  })

  it('shows the empty, search, loading and error states', async () => {
    const onRetry = vi.fn()
    const { rerender } = wrap(<People status="loading" />)
    expect(screen.getByText('Carregando...')).toBeTruthy()
    rerender(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <People status="error" onRetry={onRetry} />
        </ChakraProvider>
      </I18nProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(onRetry).toHaveBeenCalledOnce()
    cleanup()

    wrap(<People />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), {
      target: { value: 'ninguém' },
    })
    await waitFor(() =>
      expect(screen.getByTestId('list-empty').textContent).toContain(
        'Nenhum resultado para “ninguém”',
      ),
    )
    expect(screen.queryByTestId('list-range')).toBeNull()
  })

  it('opens a record by a click anywhere on its row', () => {
    const onView = vi.fn()
    wrap(<People onView={onView} />)
    fireEvent.click(screen.getByText('P2'))
    expect(onView).toHaveBeenCalledWith(PEOPLE[1])
    fireEvent.click(screen.getByRole('button', { name: 'Ver Pessoa 3' }))
    expect(onView).toHaveBeenCalledTimes(2)
  })

  it('shows cards on a phone: a tap opens the record, edit and delete sit in its menu', async () => {
    const wide = globalThis.matchMedia
    globalThis.matchMedia = (media: string) => ({
      ...wide(media),
      matches: media === CARDS_QUERY,
    })
    try {
      const onView = vi.fn()
      const onEdit = vi.fn()
      wrap(<People onView={onView} onEdit={onEdit} can={{ edit: true }} />)
      expect(screen.queryByRole('table')).toBeNull()
      expect(screen.getAllByTestId('list-card')).toHaveLength(5)
      expect(screen.getAllByText('Código')).toHaveLength(5)
      expect(screen.queryByText('só no computador')).toBeNull()
      fireEvent.click(screen.getByText('P4'))
      expect(onView).toHaveBeenCalledWith(PEOPLE[3])
      fireEvent.click(screen.getByRole('button', { name: 'Ações de Pessoa 2' }))
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar Pessoa 2' }))
      expect(onEdit).toHaveBeenCalledWith(PEOPLE[1])
      expect(onView).toHaveBeenCalledOnce()
    } finally {
      globalThis.matchMedia = wide
    }
  })
})
