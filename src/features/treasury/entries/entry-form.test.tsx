// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EntryForm } from './entry-form'
import type { EntryFormValues } from './entry-form-schema'

// The event picker reads the mirror; this test is about the form's own fields.
vi.mock('../../../components/books', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  EventField: () => null,
}))

const church = { churches: [], fixedChurchId: 'c1', several: false, nameOf: () => '', ready: true }

function renderForm(kind: 'revenue' | 'expense') {
  const onSubmit = vi.fn<(values: EntryFormValues) => Promise<void>>(async () => {})
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <EntryForm id="f" kind={kind} church={church} onSubmit={onSubmit} />
        <button type="submit" form="f">
          Salvar
        </button>
      </ChakraProvider>
    </I18nProvider>,
  )
  return onSubmit
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
})
afterEach(cleanup)

// A first render of the whole form takes seconds on a busy machine (not what is tested).
describe('the revenue/expense form (issue 51)', { timeout: 60_000 }, () => {
  it('shows "Repasse" on a revenue, saying what it is', () => {
    renderForm('revenue')
    expect(screen.getByText('Repasse')).toBeTruthy()
    expect(screen.getByTestId('repasse-what').textContent).toMatch(/parte desta receita/)
  })
  it('has no "Repasse" on an expense (repasse is a share of what a church receives)', () => {
    renderForm('expense')
    expect(screen.queryByText('Repasse')).toBeNull()
    expect(screen.queryByLabelText('Sem repasse')).toBeNull()
  })

  it('a recurring bill may have no end date: it repeats until cancelled', () => {
    renderForm('expense')
    fireEvent.change(screen.getByLabelText(/Recorrência/), { target: { value: 'mensal' } })
    const end = screen.getByLabelText<HTMLInputElement>(/Fim da recorrência/)
    expect(end.required).toBe(false)
    expect(screen.getByText(/repete até ser cancelada/)).toBeTruthy()
  })

  it('"Já pago" asks the day it was paid', async () => {
    renderForm('expense')
    expect(screen.queryByLabelText(/Pago em/)).toBeNull()
    fireEvent.click(screen.getByLabelText('Já pago'))
    await waitFor(() => expect(screen.getByLabelText(/Pago em/)).toBeTruthy())
  })
  it('the alert hour is typed on a 24-hour clock, the same in every browser', async () => {
    const onSubmit = renderForm('expense')
    const hour = screen.getByLabelText<HTMLInputElement>('Hora')
    expect(hour.type).toBe('text')
    fireEvent.change(hour, { target: { value: '930' } })
    expect(hour.value).toBe('09:30')
    fireEvent.change(hour, { target: { value: '2575' } })
    expect(hour.value).toBe('25:75')
    fireEvent.click(screen.getByText('Salvar'))
    await waitFor(() => expect(hour.getAttribute('aria-invalid')).toBe('true'))
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
