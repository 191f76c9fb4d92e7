// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { syncStatus } from '../../../../sync'
import { MemberCombobox } from './member-combobox'

const members = [
  { id: 'm1', name: 'Maria', surname: 'Souza' },
  { id: 'm2', name: 'José', surname: 'da Silva' },
]

function wrapped(node: ReactNode) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>
    </I18nProvider>
  )
}

function search(query: string) {
  render(
    wrapped(
      <MemberCombobox members={members} query={query} onQueryChange={vi.fn()} onPick={vi.fn()} />,
    ),
  )
}

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
afterEach(cleanup)

describe('the member search of service mode', () => {
  it('says no member was found, before offering the anonymous offering', () => {
    search('Zé Ninguém')
    const none = screen.getByText('Nenhum membro encontrado para “Zé Ninguém”')
    const anonymous = screen.getByRole('option', { name: 'Oferta anônima' })
    expect(none.compareDocumentPosition(anonymous) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getAllByRole('option')).toHaveLength(1)
  })

  it('says nothing of the kind when a member is found or nothing is typed', () => {
    search('jo sil')
    expect(screen.getByRole('option', { name: 'José da Silva' })).toBeTruthy()
    expect(screen.queryByText(/Nenhum membro/)).toBeNull()
    cleanup()
    search('')
    expect(screen.queryByText(/Nenhum membro/)).toBeNull()
  })
})

describe('while the members are still being read', () => {
  it('offers no option to tap, says so, and then lists the members with the anonymous offering last', () => {
    const onPick = vi.fn()
    const combobox = (list: typeof members | undefined) =>
      wrapped(<MemberCombobox members={list} query="jo" onQueryChange={vi.fn()} onPick={onPick} />)
    const { rerender } = render(combobox(undefined))
    expect(screen.getByRole('status').textContent).toBe('Carregando os membros...')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.queryByText(/Nenhum membro/)).toBeNull()
    // Enter picks nothing, and submits nothing (the tithe form's dialog stays open).
    const enter = fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' })
    expect(enter).toBe(false)
    expect(onPick).not.toHaveBeenCalled()

    rerender(combobox(members))
    expect(screen.queryByText('Carregando os membros...')).toBeNull()
    const names = screen.getAllByRole('option').map((option) => option.textContent)
    expect(names).toEqual(['José da Silva', 'Oferta anônima'])
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith({ kind: 'member', member: members[1] })
  })
  it('offers the anonymous offering at once to an empty search, where nothing can move', () => {
    const onPick = vi.fn()
    render(
      wrapped(
        <MemberCombobox members={undefined} query="" onQueryChange={vi.fn()} onPick={onPick} />,
      ),
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Oferta anônima',
    ])
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' })
    expect(onPick).toHaveBeenCalledWith({ kind: 'anonymous' })
  })
})

describe("during the device's first sync", () => {
  it('a search that finds nobody says the members may still be arriving, and offers the anonymous offering', () => {
    const during = {
      ...syncStatus.getSnapshot(),
      initialSync: { done: 2, total: 9, phase: 'first' as const },
    }
    const spy = vi.spyOn(syncStatus, 'getSnapshot').mockReturnValue(during)
    try {
      search('Zé Ninguém')
      expect(screen.getByRole('status').textContent).toBe(
        'Nenhum membro encontrado para “Zé Ninguém” por enquanto: este aparelho ainda está recebendo os dados.',
      )
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Oferta anônima',
      ])
    } finally {
      spy.mockRestore()
    }
  })
})
