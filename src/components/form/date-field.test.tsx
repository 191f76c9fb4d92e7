// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { DateField } from './date-field'
import { Form } from './form'
import { useZodForm } from './use-zod-form'

/** Forms bind dates to an ISO date (or empty): text that is not a real date blocks the submit. */
const schema = z.object({ born: z.union([z.iso.date(), z.literal('')]) })

function BornForm({ onSave, born = '' }: { onSave: (v: { born: string }) => void; born?: string }) {
  const form = useZodForm(schema, { defaultValues: { born } })
  return (
    <Form form={form} onSubmit={onSave}>
      <DateField name="born" label="Nascimento" />
      <button type="submit">Salvar</button>
    </Form>
  )
}

function renderForm(locale: string, onSave = vi.fn(), born?: string) {
  act(() => i18n.loadAndActivate({ locale, messages: {} }))
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <BornForm onSave={onSave} born={born} />
      </ChakraProvider>
    </I18nProvider>,
  )
  return onSave
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByText('Salvar'))
    await Promise.resolve()
  })
}

afterEach(cleanup)

describe('DateField', () => {
  it('reads a pt-BR date typed as digits into an ISO value', async () => {
    const onSave = renderForm('pt-BR')
    const input = screen.getByRole('textbox')
    expect(input).toHaveProperty('placeholder', 'dd/mm/aaaa')
    fireEvent.change(input, { target: { value: '29022024' } })
    expect(input).toHaveProperty('value', '29/02/2024')
    await submit()
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ born: '2024-02-29' }))
  })

  it('uses month/day/year in English, and shows the default value that way', async () => {
    const onSave = renderForm('en', vi.fn(), '2024-12-31')
    const input = screen.getByRole('textbox')
    expect(input).toHaveProperty('value', '12/31/2024')
    expect(input).toHaveProperty('placeholder', 'mm/dd/yyyy')
    fireEvent.change(input, { target: { value: '03/04/2025' } })
    await submit()
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ born: '2025-03-04' }))
  })

  it('keeps an impossible date as typed and shows an error', async () => {
    const onSave = renderForm('pt-BR')
    const input = screen.getByRole('textbox')
    fireEvent.change(input, { target: { value: '29/02/2023' } })
    expect(await screen.findByText('Data inválida')).toBeTruthy()
    expect(input).toHaveProperty('value', '29/02/2023')
    // Submitting does not drop it: the form refuses and the text stays.
    await submit()
    expect(onSave).not.toHaveBeenCalled()
    expect(input).toHaveProperty('value', '29/02/2023')
    // An incomplete date is flagged when the user leaves the field.
    fireEvent.change(input, { target: { value: '12/0' } })
    await vi.waitFor(() => expect(screen.queryByText('Data inválida')).toBeNull())
    fireEvent.blur(input)
    expect(await screen.findByText('Data inválida')).toBeTruthy()
    expect(input).toHaveProperty('value', '12/0')
    // Fixing it clears the error.
    fireEvent.change(input, { target: { value: '12/02/2023' } })
    await vi.waitFor(() => expect(screen.queryByText('Data inválida')).toBeNull())
  })

  it('opens a Spanish calendar and picking a day sets the value', async () => {
    const onSave = renderForm('es', vi.fn(), '2024-03-10')
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendário' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/marzo/i)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Próximo mês' }))
    expect(within(dialog).getByText(/abril/i)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: /15 de abril de 2024/ }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('textbox')).toHaveProperty('value', '15/04/2024')
    await submit()
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ born: '2024-04-15' }))
  })

  it('closes the calendar with Escape', async () => {
    renderForm('pt-BR')
    fireEvent.click(screen.getByRole('button', { name: 'Abrir calendário' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('re-shows the date in the new order when the language changes', async () => {
    renderForm('pt-BR', vi.fn(), '2024-12-31')
    const input = screen.getByRole('textbox')
    expect(input).toHaveProperty('value', '31/12/2024')
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
    await vi.waitFor(() => expect(input).toHaveProperty('value', '12/31/2024'))
  })
})
