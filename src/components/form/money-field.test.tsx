// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Form } from './form'
import { MoneyField } from './money-field'
import { useZodForm } from './use-zod-form'

const schema = z.object({ amount: z.number().int().min(1) })

function AmountForm({
  onSave,
  amount,
}: {
  onSave: (v: { amount: number }) => void
  amount?: number
}) {
  const form = useZodForm(schema, { defaultValues: { amount } })
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <Form form={form} onSubmit={onSave}>
          <MoneyField name="amount" label="Valor" />
          <button type="submit">Salvar</button>
          <button type="button" onClick={() => form.reset({ amount: 500 })}>
            Zerar
          </button>
        </Form>
      </ChakraProvider>
    </I18nProvider>
  )
}

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
afterEach(cleanup)

describe('MoneyField', () => {
  it('reads what the user types in reais as centavos and tidies it on blur', async () => {
    const onSave = vi.fn()
    render(<AmountForm onSave={onSave} />)
    const input = screen.getByRole('textbox')
    fireEvent.change(input, { target: { value: '1234,5' } })
    fireEvent.blur(input)
    expect(input).toHaveProperty('value', '1.234,50')
    await act(async () => {
      fireEvent.click(screen.getByText('Salvar'))
      await Promise.resolve()
    })
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ amount: 123450 }))
  })

  it('shows the form value (defaults and resets)', async () => {
    render(<AmountForm onSave={vi.fn()} amount={123456} />)
    const input = screen.getByRole('textbox')
    expect(input).toHaveProperty('value', '1.234,56')
    await act(async () => {
      fireEvent.click(screen.getByText('Zerar'))
      await Promise.resolve()
    })
    expect(input).toHaveProperty('value', '5,00')
  })

  it('shows live the amount as it will be saved: "100.00" is R$ 100,00, not R$ 10.000,00', async () => {
    const onSave = vi.fn()
    render(<AmountForm onSave={onSave} />)
    const input = screen.getByRole('textbox')
    fireEvent.change(input, { target: { value: '100' } })
    expect(screen.getByTestId('money-preview').textContent).toBe('= R$\u00a0100,00')
    fireEvent.change(input, { target: { value: '100.00' } })
    expect(screen.getByTestId('money-preview').textContent).toBe('= R$\u00a0100,00')
    fireEvent.change(input, { target: { value: '50.5' } })
    expect(screen.getByTestId('money-preview').textContent).toBe('= R$\u00a050,50')
    await act(async () => {
      fireEvent.click(screen.getByText('Salvar'))
      await Promise.resolve()
    })
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ amount: 5050 }))
  })

  it('refuses three decimals with a message instead of rounding them', async () => {
    const onSave = vi.fn()
    render(<AmountForm onSave={onSave} />)
    const input = screen.getByRole('textbox')
    fireEvent.change(input, { target: { value: '10,999' } })
    expect(screen.getByTestId('money-preview').textContent).toMatch(/dois dígitos/)
    await act(async () => {
      fireEvent.click(screen.getByText('Salvar'))
      await Promise.resolve()
    })
    expect(onSave).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '' } })
    expect(screen.queryByTestId('money-preview')).toBeNull()
  })
})
