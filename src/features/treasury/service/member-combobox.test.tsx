// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MemberCombobox } from './member-combobox'

const members = [
  { id: 'm1', name: 'Maria', surname: 'Souza' },
  { id: 'm2', name: 'José', surname: 'da Silva' },
]

function search(query: string) {
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <MemberCombobox members={members} query={query} onQueryChange={vi.fn()} onPick={vi.fn()} />
      </ChakraProvider>
    </I18nProvider>,
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
